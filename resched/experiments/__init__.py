"""Parameter sweeps: TOML specification, Dask runner, resumable JSON-lines results store."""
