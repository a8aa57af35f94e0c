# tests for interp
