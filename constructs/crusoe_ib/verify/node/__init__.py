"""The node side: all the zipapp ships (:mod:`..build.zipapp`), stdlib-only; it never imports
operator/ or build/. :mod:`.cli` is its entry point, :mod:`.commands` its subcommands, one per module.
"""
