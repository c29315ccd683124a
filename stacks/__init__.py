"""The environments this app deploys (environments.py); the composition layer they go through is
the library's, crusoe_ib.app."""
