# The Python binding (python/cortex): ctypes over the library `cortex build
# --shared` makes.  Needs python3 with NumPy (./bootstrap installs both).
TESTS += tests/python_binding.sh
EXTRA_DIST += tests/python_binding.sh tests/python_binding.py tests/python.mk \
	python/cortex/__init__.py
