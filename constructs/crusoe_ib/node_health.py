"""Keeping a failing node out of Kubernetes work: the node condition and the NoSchedule taint.

Kubernetes' own convention, as Node Problem Detector and Crusoe's ``crusoe-npd`` report GPU health
(crusoecloud/autoclusters-controller-helm-charts): a node condition whose status True means the problem
is present, with a reason and a message. The node reports its own condition with its kubelet's
credentials; a kubelet may not change its own taints (Kubernetes' NodeRestriction admission plugin),
so the taint is set and cleared by a holder of cluster credentials (the K3s servers) from the
conditions: ours and Crusoe's ``GPUDCGMUnhealthy`` / ``GPUNVBandwidthUnhealthy`` where the
``autocluster_active_testing`` add-on reports them. Two small programs (``scripts/k8s/node-report.py``
on the workers, within their boot-script budget, and ``scripts/k8s/node-taint.py`` on the servers);
this module renders them and the boot steps that install them.
"""

from __future__ import annotations

from .core import _scripts, _shell
from .platform.pins import pin
from .k8s_addons import to_yaml
from .verify import RESULT_PATH

#: The node condition (status True: the node check fails) and the taint that follows it.
CONDITION = "CrusoeIBUnhealthy"
TAINT = "crusoe-ib/unhealthy"
#: How often a node re-runs its check (as Crusoe's Managed Slurm checks idle nodes) and the taints follow.
RECHECK_INTERVAL_S = 300
TAINT_INTERVAL_S = 60
#: The managed-Kubernetes CronJob's image: Docker's official Python image, the program needs nothing else
#: (stdlib only); pinned in :mod:`crusoe_ib.platform.pins` with every other image.
TAINT_IMAGE = pin("python-taint-cronjob").ref
NAMESPACE = "crusoe-ib"
CHECK_LOG = "/var/log/crusoe-ib-node-check.log"


def report_program(result_path: str = RESULT_PATH) -> _shell.Fragment:
    """``crusoe-ib-node-report NODE [RESULT] -- KUBECTL...``: a worker's verdict as its node condition."""
    return _scripts.render("k8s/node-report.py", CONDITION=CONDITION, RESULT_PATH=result_path)


def taint_program() -> _shell.Fragment:
    """``crusoe-ib-node-taint -- KUBECTL...``: the taint follows the conditions, on every node."""
    return _scripts.render("k8s/node-taint.py", CONDITION=CONDITION, TAINT=TAINT)


def agent_step(node_check_command: str, node_key: str, pool_address: str) -> _shell.Fragment:
    """A K3s GPU worker's boot lines: the node check every ``RECHECK_INTERVAL_S`` and its condition."""
    return _scripts.render("k3s/health-agent.sh", NODE_REPORT_PY=report_program(), NODE_CHECK=node_check_command,
                           NODE_KEY=node_key, POOL_ADDRESS=pool_address, RESULT_PATH=RESULT_PATH, CHECK_LOG=CHECK_LOG,
                           CONDITION=CONDITION, INTERVAL_S=str(RECHECK_INTERVAL_S))


def server_step() -> _shell.Fragment:
    """A K3s server's boot lines: the taints follow the conditions every ``TAINT_INTERVAL_S``."""
    return _scripts.render("k3s/health-server.sh", NODE_TAINT_PY=taint_program(), TAINT=TAINT, INTERVAL_S=str(TAINT_INTERVAL_S))


def _taint_policy(name: str, labels: dict) -> list[dict]:
    """What the CronJob's account may change on a node: its own taint, nothing else (the taints of other keys,
    unschedulable, labels and annotations stay as they were). CEL, Kubernetes docs "Validating Admission Policy"."""
    def same(expr: str, empty: str) -> str:
        return (f"(has(object.{expr}) ? object.{expr} : {empty}) == (has(oldObject.{expr}) ? oldObject.{expr} : {empty})")
    others = "spec.taints.filter(t, t.key != '" + TAINT + "')"
    rules = [
        (f"(has(object.spec.taints) ? object.{others} : []) == (has(oldObject.spec.taints) ? oldObject.{others} : [])",
         f"{name} may change only the taint {TAINT}"),
        (same("spec.unschedulable", "false"), f"{name} may not cordon or uncordon a node"),
        (same("metadata.labels", "{}"), f"{name} may not change a node's labels"),
        (same("metadata.annotations", "{}"), f"{name} may not change a node's annotations"),
    ]
    return [
        {"apiVersion": "admissionregistration.k8s.io/v1", "kind": "ValidatingAdmissionPolicy",
         "metadata": {"name": name, "labels": labels}, "spec": {
             "failurePolicy": "Fail",
             "matchConstraints": {"resourceRules": [{"apiGroups": [""], "apiVersions": ["v1"], "operations": ["UPDATE"],
                                                     "resources": ["nodes"]}]},
             "matchConditions": [{"name": "the-taint-account", "expression":
                                  f"request.userInfo.username == 'system:serviceaccount:{NAMESPACE}:{name}'"}],
             "validations": [{"expression": e, "message": m} for e, m in rules]}},
        {"apiVersion": "admissionregistration.k8s.io/v1", "kind": "ValidatingAdmissionPolicyBinding",
         "metadata": {"name": name, "labels": labels},
         "spec": {"policyName": name, "validationActions": ["Deny"]}},
    ]


def taint_manifest(image: str = TAINT_IMAGE) -> str:
    """The taint program as a CronJob for a cluster with no node of ours to run it (Crusoe Managed
    Kubernetes): every minute, with a service account that may only read and patch nodes, and an admission
    policy (ValidatingAdmissionPolicy, Kubernetes 1.30+) that lets that account change nothing on a node but
    the taint ``crusoe-ib/unhealthy`` (RBAC alone cannot narrow ``patch`` to one field). It tolerates its own
    taint, since on a cluster of GPU nodes only, a tainted pool would otherwise leave it nowhere to run and
    nothing to lift the taint."""
    name, labels = "crusoe-ib-node-taint", {"app.kubernetes.io/name": "crusoe-ib-node-taint"}
    meta = {"name": name, "namespace": NAMESPACE, "labels": labels}
    pod = {
        "serviceAccountName": name, "restartPolicy": "Never",
        "tolerations": [{"key": TAINT, "operator": "Exists", "effect": "NoSchedule"}],
        "securityContext": {"runAsNonRoot": True, "runAsUser": 65534, "seccompProfile": {"type": "RuntimeDefault"}},
        "containers": [{
            "name": "taint", "image": image, "command": ["python3", "/program/node-taint.py"],
            "resources": {"requests": {"cpu": "10m", "memory": "32Mi"}, "limits": {"memory": "128Mi"}},
            "securityContext": {"allowPrivilegeEscalation": False, "readOnlyRootFilesystem": True,
                                "capabilities": {"drop": ["ALL"]}},
            "volumeMounts": [{"name": "program", "mountPath": "/program", "readOnly": True}]}],
        "volumes": [{"name": "program", "configMap": {"name": name}}],
    }
    items = [
        {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": NAMESPACE}},
        {"apiVersion": "v1", "kind": "ServiceAccount", "metadata": meta},
        {"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRole", "metadata": {"name": name, "labels": labels},
         "rules": [{"apiGroups": [""], "resources": ["nodes"], "verbs": ["get", "list", "patch"]}]},
        {"apiVersion": "rbac.authorization.k8s.io/v1", "kind": "ClusterRoleBinding", "metadata": {"name": name, "labels": labels},
         "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": name},
         "subjects": [{"kind": "ServiceAccount", "name": name, "namespace": NAMESPACE}]},
        *_taint_policy(name, labels),
        {"apiVersion": "v1", "kind": "ConfigMap", "metadata": meta,
         "data": {"node-taint.py": _scripts.text(taint_program()) + "\n"}},
        {"apiVersion": "batch/v1", "kind": "CronJob", "metadata": meta, "spec": {
            "schedule": "* * * * *", "concurrencyPolicy": "Forbid", "successfulJobsHistoryLimit": 1, "failedJobsHistoryLimit": 3,
            "jobTemplate": {"spec": {"backoffLimit": 0, "activeDeadlineSeconds": 50, "template": {
                "metadata": {"labels": labels}, "spec": pod}}}}},
    ]
    return to_yaml({"apiVersion": "v1", "kind": "List", "items": items})
