"""The operator side: the commands that run where Terraform runs (``logs``, ``fleet``, ``bisect``,
``remediate``, ``mesh``), reaching the nodes over SSH or reading the stack's outputs. Never shipped to the nodes
(they never replace themselves, and every byte of the zipapp rides to every node).

Its entry point :mod:`.cli` (``crusoe-ib-verify``, ``python -m crusoe_ib.verify``) has the node's
commands too, so one command line serves both sides. It may import the node side, never the reverse.
"""
