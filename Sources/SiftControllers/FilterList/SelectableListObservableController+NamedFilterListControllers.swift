import SiftCore

extension SelectableListObservableController: FacetFilterListController where Item == Filter.Facet {
}

extension SelectableListObservableController: NumericFilterListController
where Item == Filter.Numeric {}

extension SelectableListObservableController: TagFilterListController where Item == Filter.Tag {}
