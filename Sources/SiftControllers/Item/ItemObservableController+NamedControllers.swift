import SiftCore

extension ItemObservableController: ItemTextController where Item == String? {}

extension ItemObservableController: LoadingController where Item == Bool {}
