# tests for sema
