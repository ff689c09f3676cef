"""``python -m resched`` runs the command line."""

from resched.cli.main import main

main()
