# stdlib/: tensors, safetensors, weights binding and init, outputs
