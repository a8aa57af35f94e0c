# tests for stdlib weights
