# stdlib/: data readers, vocabulary, structures
