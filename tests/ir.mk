# tests for ir
