"""The ``resched`` command line: thin commands that parse arguments and call the library."""
