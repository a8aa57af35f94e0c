# stdlib/: tensors, safetensors, weights binding and init, outputs
libcortexrt_la_SOURCES += \
	stdlib/tensor.c \
	stdlib/safetensors.c \
	stdlib/weights.c \
	stdlib/init.c
