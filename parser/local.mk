# parser/: flex + bison front end (filled in by the parser work).
