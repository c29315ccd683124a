"""Crusoe's facts, as data with their sources: the instance types (one data file each,
``instance_types/<type>.json``, read by ``type_data`` into ``catalog``; a team's own through
``team_types``), the published contract and limits (``platform_contract``), the multi-node job
contract (``job_contract``) and the NCCL environment (``nccl``) each type needs, and every pinned
version (``pins``). Pure Python; it imports only crusoe_ib.core and crusoe_ib.verify
(tests/test_imports.py).
"""
