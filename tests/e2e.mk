# tests for e2e
