"""Test-only reference implementations (oracles): plain or slow versions of the package's
algorithms, written straight from the papers' equations, that the tests compare against."""
