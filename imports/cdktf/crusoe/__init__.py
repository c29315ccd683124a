from pkgutil import extend_path
__path__ = extend_path(__path__, __name__)

import abc
import builtins
import datetime
import enum
import typing

import jsii
import publication
import typing_extensions

import typeguard
from importlib.metadata import version as _metadata_package_version
TYPEGUARD_MAJOR_VERSION = int(_metadata_package_version('typeguard').split('.')[0])

def check_type(argname: str, value: object, expected_type: typing.Any) -> typing.Any:
    if TYPEGUARD_MAJOR_VERSION <= 2:
        return typeguard.check_type(argname=argname, value=value, expected_type=expected_type) # type:ignore
    else:
        if isinstance(value, jsii._reference_map.InterfaceDynamicProxy): # pyright: ignore [reportAttributeAccessIssue]
           pass
        else:
            if TYPEGUARD_MAJOR_VERSION == 3:
                typeguard.config.collection_check_strategy = typeguard.CollectionCheckStrategy.ALL_ITEMS # type:ignore
                typeguard.check_type(value=value, expected_type=expected_type) # type:ignore
            else:
                typeguard.check_type(value=value, expected_type=expected_type, collection_check_strategy=typeguard.CollectionCheckStrategy.ALL_ITEMS) # type:ignore

from ._jsii import *

__all__ = [
    "compute_instance",
    "compute_instance_by_template",
    "compute_instance_group",
    "data_crusoe_compute_custom_image",
    "data_crusoe_compute_instance",
    "data_crusoe_compute_instance_groups",
    "data_crusoe_ib_networks",
    "data_crusoe_instance_templates",
    "data_crusoe_kubeconfig",
    "data_crusoe_kubernetes_cluster",
    "data_crusoe_kubernetes_node_pool",
    "data_crusoe_load_balancer",
    "data_crusoe_projects",
    "data_crusoe_registry_images",
    "data_crusoe_registry_manifests",
    "data_crusoe_registry_repositories",
    "data_crusoe_registry_tokens",
    "data_crusoe_storage_disks",
    "data_crusoe_storage_s3_buckets",
    "data_crusoe_storage_s3_keys",
    "data_crusoe_vpc_networks",
    "data_crusoe_vpc_subnets",
    "ib_partition",
    "instance_template",
    "kubeconfig",
    "kubernetes_cluster",
    "kubernetes_node_pool",
    "load_balancer",
    "project",
    "provider",
    "registry_repository",
    "registry_token",
    "storage_disk",
    "storage_s3_bucket",
    "storage_s3_key",
    "vpc_firewall_rule",
    "vpc_network",
    "vpc_subnet",
]

publication.publish()

# Loading modules to ensure their types are registered with the jsii runtime library
