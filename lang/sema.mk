# lang/: semantic analysis, sessions and imports (libcxsema)
