# tests for parser
