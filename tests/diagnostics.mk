# golden diagnostics
