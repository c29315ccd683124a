r'''
# `crusoe_kubernetes_cluster`

Refer to the Terraform Registry for docs: [`crusoe_kubernetes_cluster`](https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster).
'''
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

from .._jsii import *

import cdktn as _cdktn_78ede62e
import constructs as _constructs_77d1e7e8


class KubernetesCluster(
    _cdktn_78ede62e.TerraformResource,
    metaclass=jsii.JSIIMeta,
    jsii_type="crusoe.kubernetesCluster.KubernetesCluster",
):
    '''Represents a {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster crusoe_kubernetes_cluster}.'''

    def __init__(
        self,
        scope: "_constructs_77d1e7e8.Construct",
        id: builtins.str,
        *,
        location: builtins.str,
        name: builtins.str,
        version: builtins.str,
        add_ons: typing.Optional[typing.Sequence[builtins.str]] = None,
        apiserver_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
        cluster_cidr: typing.Optional[builtins.str] = None,
        controller_manager_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
        node_cidr_mask_size: typing.Optional[jsii.Number] = None,
        oidc_ca_cert: typing.Optional[builtins.str] = None,
        oidc_client_id: typing.Optional[builtins.str] = None,
        oidc_groups_claim: typing.Optional[builtins.str] = None,
        oidc_issuer_url: typing.Optional[builtins.str] = None,
        oidc_username_claim: typing.Optional[builtins.str] = None,
        oidc_username_prefix: typing.Optional[builtins.str] = None,
        private: typing.Optional[typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]] = None,
        project_id: typing.Optional[builtins.str] = None,
        scheduler_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
        service_cluster_ip_range: typing.Optional[builtins.str] = None,
        subnet_id: typing.Optional[builtins.str] = None,
        connection: typing.Optional[typing.Union[typing.Union["_cdktn_78ede62e.SSHProvisionerConnection", typing.Dict[builtins.str, typing.Any]], typing.Union["_cdktn_78ede62e.WinrmProvisionerConnection", typing.Dict[builtins.str, typing.Any]]]] = None,
        count: typing.Optional[typing.Union[jsii.Number, "_cdktn_78ede62e.TerraformCount"]] = None,
        depends_on: typing.Optional[typing.Sequence["_cdktn_78ede62e.ITerraformDependable"]] = None,
        for_each: typing.Optional["_cdktn_78ede62e.ITerraformIterator"] = None,
        lifecycle: typing.Optional[typing.Union["_cdktn_78ede62e.TerraformResourceLifecycle", typing.Dict[builtins.str, typing.Any]]] = None,
        provider: typing.Optional["_cdktn_78ede62e.TerraformProvider"] = None,
        provisioners: typing.Optional[typing.Sequence[typing.Union[typing.Union["_cdktn_78ede62e.FileProvisioner", typing.Dict[builtins.str, typing.Any]], typing.Union["_cdktn_78ede62e.LocalExecProvisioner", typing.Dict[builtins.str, typing.Any]], typing.Union["_cdktn_78ede62e.RemoteExecProvisioner", typing.Dict[builtins.str, typing.Any]]]]] = None,
    ) -> None:
        '''Create a new {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster crusoe_kubernetes_cluster} Resource.

        :param scope: The scope in which to define this construct.
        :param id: The scoped construct ID. Must be unique amongst siblings in the same scope
        :param location: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#location KubernetesCluster#location}.
        :param name: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#name KubernetesCluster#name}.
        :param version: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#version KubernetesCluster#version}.
        :param add_ons: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#add_ons KubernetesCluster#add_ons}.
        :param apiserver_extra_args: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#apiserver_extra_args KubernetesCluster#apiserver_extra_args}.
        :param cluster_cidr: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#cluster_cidr KubernetesCluster#cluster_cidr}.
        :param controller_manager_extra_args: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#controller_manager_extra_args KubernetesCluster#controller_manager_extra_args}.
        :param node_cidr_mask_size: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#node_cidr_mask_size KubernetesCluster#node_cidr_mask_size}.
        :param oidc_ca_cert: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_ca_cert KubernetesCluster#oidc_ca_cert}.
        :param oidc_client_id: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_client_id KubernetesCluster#oidc_client_id}.
        :param oidc_groups_claim: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_groups_claim KubernetesCluster#oidc_groups_claim}.
        :param oidc_issuer_url: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_issuer_url KubernetesCluster#oidc_issuer_url}.
        :param oidc_username_claim: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_username_claim KubernetesCluster#oidc_username_claim}.
        :param oidc_username_prefix: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_username_prefix KubernetesCluster#oidc_username_prefix}.
        :param private: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#private KubernetesCluster#private}.
        :param project_id: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#project_id KubernetesCluster#project_id}.
        :param scheduler_extra_args: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#scheduler_extra_args KubernetesCluster#scheduler_extra_args}.
        :param service_cluster_ip_range: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#service_cluster_ip_range KubernetesCluster#service_cluster_ip_range}.
        :param subnet_id: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#subnet_id KubernetesCluster#subnet_id}.
        :param connection: 
        :param count: 
        :param depends_on: 
        :param for_each: 
        :param lifecycle: 
        :param provider: 
        :param provisioners: 
        '''
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__a9d1198e7195d111166513595c81eef6ae8a333e471d9461defc29987fd9191c)
            check_type(argname="argument scope", value=scope, expected_type=type_hints["scope"])
            check_type(argname="argument id", value=id, expected_type=type_hints["id"])
        config = KubernetesClusterConfig(
            location=location,
            name=name,
            version=version,
            add_ons=add_ons,
            apiserver_extra_args=apiserver_extra_args,
            cluster_cidr=cluster_cidr,
            controller_manager_extra_args=controller_manager_extra_args,
            node_cidr_mask_size=node_cidr_mask_size,
            oidc_ca_cert=oidc_ca_cert,
            oidc_client_id=oidc_client_id,
            oidc_groups_claim=oidc_groups_claim,
            oidc_issuer_url=oidc_issuer_url,
            oidc_username_claim=oidc_username_claim,
            oidc_username_prefix=oidc_username_prefix,
            private=private,
            project_id=project_id,
            scheduler_extra_args=scheduler_extra_args,
            service_cluster_ip_range=service_cluster_ip_range,
            subnet_id=subnet_id,
            connection=connection,
            count=count,
            depends_on=depends_on,
            for_each=for_each,
            lifecycle=lifecycle,
            provider=provider,
            provisioners=provisioners,
        )

        jsii.create(self.__class__, self, [scope, id, config])

    @jsii.member(jsii_name="generateConfigForImport")
    @builtins.classmethod
    def generate_config_for_import(
        cls,
        scope: "_constructs_77d1e7e8.Construct",
        import_to_id: builtins.str,
        import_from_id: builtins.str,
        provider: typing.Optional["_cdktn_78ede62e.TerraformProvider"] = None,
    ) -> "_cdktn_78ede62e.ImportableResource":
        '''Generates CDKTN code for importing a KubernetesCluster resource upon running "cdktn plan ".

        :param scope: The scope in which to define this construct.
        :param import_to_id: The construct id used in the generated config for the KubernetesCluster to import.
        :param import_from_id: The id of the existing KubernetesCluster that should be imported. Refer to the {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#import import section} in the documentation of this resource for the id to use
        :param provider: ? Optional instance of the provider where the KubernetesCluster to import is found.
        '''
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__8e4946dd66e157e8f2bff9541f585d8076ae1adddf9e3ed11e2b22eb7041b095)
            check_type(argname="argument scope", value=scope, expected_type=type_hints["scope"])
            check_type(argname="argument import_to_id", value=import_to_id, expected_type=type_hints["import_to_id"])
            check_type(argname="argument import_from_id", value=import_from_id, expected_type=type_hints["import_from_id"])
            check_type(argname="argument provider", value=provider, expected_type=type_hints["provider"])
        return typing.cast("_cdktn_78ede62e.ImportableResource", jsii.sinvoke(cls, "generateConfigForImport", [scope, import_to_id, import_from_id, provider]))

    @jsii.member(jsii_name="resetAddOns")
    def reset_add_ons(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetAddOns", []))

    @jsii.member(jsii_name="resetApiserverExtraArgs")
    def reset_apiserver_extra_args(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetApiserverExtraArgs", []))

    @jsii.member(jsii_name="resetClusterCidr")
    def reset_cluster_cidr(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetClusterCidr", []))

    @jsii.member(jsii_name="resetControllerManagerExtraArgs")
    def reset_controller_manager_extra_args(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetControllerManagerExtraArgs", []))

    @jsii.member(jsii_name="resetNodeCidrMaskSize")
    def reset_node_cidr_mask_size(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetNodeCidrMaskSize", []))

    @jsii.member(jsii_name="resetOidcCaCert")
    def reset_oidc_ca_cert(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetOidcCaCert", []))

    @jsii.member(jsii_name="resetOidcClientId")
    def reset_oidc_client_id(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetOidcClientId", []))

    @jsii.member(jsii_name="resetOidcGroupsClaim")
    def reset_oidc_groups_claim(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetOidcGroupsClaim", []))

    @jsii.member(jsii_name="resetOidcIssuerUrl")
    def reset_oidc_issuer_url(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetOidcIssuerUrl", []))

    @jsii.member(jsii_name="resetOidcUsernameClaim")
    def reset_oidc_username_claim(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetOidcUsernameClaim", []))

    @jsii.member(jsii_name="resetOidcUsernamePrefix")
    def reset_oidc_username_prefix(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetOidcUsernamePrefix", []))

    @jsii.member(jsii_name="resetPrivate")
    def reset_private(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetPrivate", []))

    @jsii.member(jsii_name="resetProjectId")
    def reset_project_id(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetProjectId", []))

    @jsii.member(jsii_name="resetSchedulerExtraArgs")
    def reset_scheduler_extra_args(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetSchedulerExtraArgs", []))

    @jsii.member(jsii_name="resetServiceClusterIpRange")
    def reset_service_cluster_ip_range(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetServiceClusterIpRange", []))

    @jsii.member(jsii_name="resetSubnetId")
    def reset_subnet_id(self) -> None:
        return typing.cast(None, jsii.invoke(self, "resetSubnetId", []))

    @jsii.member(jsii_name="synthesizeAttributes")
    def _synthesize_attributes(self) -> typing.Mapping[builtins.str, typing.Any]:
        return typing.cast(typing.Mapping[builtins.str, typing.Any], jsii.invoke(self, "synthesizeAttributes", []))

    @jsii.member(jsii_name="synthesizeHclAttributes")
    def _synthesize_hcl_attributes(self) -> typing.Mapping[builtins.str, typing.Any]:
        return typing.cast(typing.Mapping[builtins.str, typing.Any], jsii.invoke(self, "synthesizeHclAttributes", []))

    @jsii.python.classproperty
    @jsii.member(jsii_name="tfResourceType")
    def TF_RESOURCE_TYPE(cls) -> builtins.str:
        return typing.cast(builtins.str, jsii.sget(cls, "tfResourceType"))

    @builtins.property
    @jsii.member(jsii_name="dnsName")
    def dns_name(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "dnsName"))

    @builtins.property
    @jsii.member(jsii_name="id")
    def id(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "id"))

    @builtins.property
    @jsii.member(jsii_name="nodepoolIds")
    def nodepool_ids(self) -> typing.List[builtins.str]:
        return typing.cast(typing.List[builtins.str], jsii.get(self, "nodepoolIds"))

    @builtins.property
    @jsii.member(jsii_name="addOnsInput")
    def add_ons_input(self) -> typing.Optional[typing.List[builtins.str]]:
        return typing.cast(typing.Optional[typing.List[builtins.str]], jsii.get(self, "addOnsInput"))

    @builtins.property
    @jsii.member(jsii_name="apiserverExtraArgsInput")
    def apiserver_extra_args_input(
        self,
    ) -> typing.Optional[typing.Mapping[builtins.str, builtins.str]]:
        return typing.cast(typing.Optional[typing.Mapping[builtins.str, builtins.str]], jsii.get(self, "apiserverExtraArgsInput"))

    @builtins.property
    @jsii.member(jsii_name="clusterCidrInput")
    def cluster_cidr_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "clusterCidrInput"))

    @builtins.property
    @jsii.member(jsii_name="controllerManagerExtraArgsInput")
    def controller_manager_extra_args_input(
        self,
    ) -> typing.Optional[typing.Mapping[builtins.str, builtins.str]]:
        return typing.cast(typing.Optional[typing.Mapping[builtins.str, builtins.str]], jsii.get(self, "controllerManagerExtraArgsInput"))

    @builtins.property
    @jsii.member(jsii_name="locationInput")
    def location_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "locationInput"))

    @builtins.property
    @jsii.member(jsii_name="nameInput")
    def name_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "nameInput"))

    @builtins.property
    @jsii.member(jsii_name="nodeCidrMaskSizeInput")
    def node_cidr_mask_size_input(self) -> typing.Optional[jsii.Number]:
        return typing.cast(typing.Optional[jsii.Number], jsii.get(self, "nodeCidrMaskSizeInput"))

    @builtins.property
    @jsii.member(jsii_name="oidcCaCertInput")
    def oidc_ca_cert_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "oidcCaCertInput"))

    @builtins.property
    @jsii.member(jsii_name="oidcClientIdInput")
    def oidc_client_id_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "oidcClientIdInput"))

    @builtins.property
    @jsii.member(jsii_name="oidcGroupsClaimInput")
    def oidc_groups_claim_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "oidcGroupsClaimInput"))

    @builtins.property
    @jsii.member(jsii_name="oidcIssuerUrlInput")
    def oidc_issuer_url_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "oidcIssuerUrlInput"))

    @builtins.property
    @jsii.member(jsii_name="oidcUsernameClaimInput")
    def oidc_username_claim_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "oidcUsernameClaimInput"))

    @builtins.property
    @jsii.member(jsii_name="oidcUsernamePrefixInput")
    def oidc_username_prefix_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "oidcUsernamePrefixInput"))

    @builtins.property
    @jsii.member(jsii_name="privateInput")
    def private_input(
        self,
    ) -> typing.Optional[typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]]:
        return typing.cast(typing.Optional[typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]], jsii.get(self, "privateInput"))

    @builtins.property
    @jsii.member(jsii_name="projectIdInput")
    def project_id_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "projectIdInput"))

    @builtins.property
    @jsii.member(jsii_name="schedulerExtraArgsInput")
    def scheduler_extra_args_input(
        self,
    ) -> typing.Optional[typing.Mapping[builtins.str, builtins.str]]:
        return typing.cast(typing.Optional[typing.Mapping[builtins.str, builtins.str]], jsii.get(self, "schedulerExtraArgsInput"))

    @builtins.property
    @jsii.member(jsii_name="serviceClusterIpRangeInput")
    def service_cluster_ip_range_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "serviceClusterIpRangeInput"))

    @builtins.property
    @jsii.member(jsii_name="subnetIdInput")
    def subnet_id_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "subnetIdInput"))

    @builtins.property
    @jsii.member(jsii_name="versionInput")
    def version_input(self) -> typing.Optional[builtins.str]:
        return typing.cast(typing.Optional[builtins.str], jsii.get(self, "versionInput"))

    @builtins.property
    @jsii.member(jsii_name="addOns")
    def add_ons(self) -> typing.List[builtins.str]:
        return typing.cast(typing.List[builtins.str], jsii.get(self, "addOns"))

    @add_ons.setter
    def add_ons(self, value: typing.List[builtins.str]) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__34bd45b808ba91ada17bce6d36c227a36c9ef2cbf82c2941ec61f40617c913d8)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "addOns", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="apiserverExtraArgs")
    def apiserver_extra_args(self) -> typing.Mapping[builtins.str, builtins.str]:
        return typing.cast(typing.Mapping[builtins.str, builtins.str], jsii.get(self, "apiserverExtraArgs"))

    @apiserver_extra_args.setter
    def apiserver_extra_args(
        self,
        value: typing.Mapping[builtins.str, builtins.str],
    ) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__f6eb8d5b24d936b93f03ce8d21a9198251d5e8316cf72bf4143cbc3ddad5418d)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "apiserverExtraArgs", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="clusterCidr")
    def cluster_cidr(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "clusterCidr"))

    @cluster_cidr.setter
    def cluster_cidr(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__505f1c9da1231209344cd6b031e77fd268401796ed978c13769f6d2960b4bfc6)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "clusterCidr", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="controllerManagerExtraArgs")
    def controller_manager_extra_args(
        self,
    ) -> typing.Mapping[builtins.str, builtins.str]:
        return typing.cast(typing.Mapping[builtins.str, builtins.str], jsii.get(self, "controllerManagerExtraArgs"))

    @controller_manager_extra_args.setter
    def controller_manager_extra_args(
        self,
        value: typing.Mapping[builtins.str, builtins.str],
    ) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__6b5885d8d24d4b0ab9cda9e4f753960451b44086cc34c133ee4a68f70f1d1238)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "controllerManagerExtraArgs", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="location")
    def location(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "location"))

    @location.setter
    def location(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__443ea5a319322a83ea3176142682360a68fd8e2e3ab7a8ecd2eb4588aee3922f)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "location", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="name")
    def name(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "name"))

    @name.setter
    def name(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__a30ec7c35c976413e7bca47b92f79754b94a1d0f37fe0b5286968e654a722b97)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "name", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="nodeCidrMaskSize")
    def node_cidr_mask_size(self) -> jsii.Number:
        return typing.cast(jsii.Number, jsii.get(self, "nodeCidrMaskSize"))

    @node_cidr_mask_size.setter
    def node_cidr_mask_size(self, value: jsii.Number) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__882beac70d136ef29402ad05e02ac33b94dd9e6a784e2fb6d2ac66d1a5b38eef)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "nodeCidrMaskSize", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="oidcCaCert")
    def oidc_ca_cert(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "oidcCaCert"))

    @oidc_ca_cert.setter
    def oidc_ca_cert(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__388f05158b180dce61d29c1fff2fe5e4b3d2c5b3c4388050bcf2a81e5bf1a3e3)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "oidcCaCert", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="oidcClientId")
    def oidc_client_id(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "oidcClientId"))

    @oidc_client_id.setter
    def oidc_client_id(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__c6119590250431cfebe7406853703548f2c5d271c5424b3763cecf0526c12f41)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "oidcClientId", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="oidcGroupsClaim")
    def oidc_groups_claim(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "oidcGroupsClaim"))

    @oidc_groups_claim.setter
    def oidc_groups_claim(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__b1466acf105ca15eea983baf238dc9cc2837b1fd0048d2fc68668d0de6c043e5)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "oidcGroupsClaim", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="oidcIssuerUrl")
    def oidc_issuer_url(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "oidcIssuerUrl"))

    @oidc_issuer_url.setter
    def oidc_issuer_url(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__62674feec32751f918929f8ac40b5924b76819d6e89463c9192d6175f80fa2f7)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "oidcIssuerUrl", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="oidcUsernameClaim")
    def oidc_username_claim(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "oidcUsernameClaim"))

    @oidc_username_claim.setter
    def oidc_username_claim(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__68d82d6757f5ea92b4e6694105ad32ab78d84f78fb406a6471b972904a914525)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "oidcUsernameClaim", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="oidcUsernamePrefix")
    def oidc_username_prefix(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "oidcUsernamePrefix"))

    @oidc_username_prefix.setter
    def oidc_username_prefix(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__2b5c1d7f7d3c6527efc6e3799fb37681f2855b4f342b9e9996bd955c8a8ee3fa)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "oidcUsernamePrefix", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="private")
    def private(self) -> typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]:
        return typing.cast(typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"], jsii.get(self, "private"))

    @private.setter
    def private(
        self,
        value: typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"],
    ) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__3dd321325d368c6645d0ff0798815ad336c52d13e2e6f79e04e39484d7480cfd)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "private", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="projectId")
    def project_id(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "projectId"))

    @project_id.setter
    def project_id(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__70b3f6f5a5edd49f8dea208845c74d50682830fd3d5eea693096e50f2c2f7455)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "projectId", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="schedulerExtraArgs")
    def scheduler_extra_args(self) -> typing.Mapping[builtins.str, builtins.str]:
        return typing.cast(typing.Mapping[builtins.str, builtins.str], jsii.get(self, "schedulerExtraArgs"))

    @scheduler_extra_args.setter
    def scheduler_extra_args(
        self,
        value: typing.Mapping[builtins.str, builtins.str],
    ) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__69e4ad503ecc9fa9b24e5801cdc76e732cecfe12b47d6aa4b2d5d6ea3234c05b)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "schedulerExtraArgs", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="serviceClusterIpRange")
    def service_cluster_ip_range(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "serviceClusterIpRange"))

    @service_cluster_ip_range.setter
    def service_cluster_ip_range(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__fe89490326ad603854170b909e675a507146a59738080926ebb55538a40821f7)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "serviceClusterIpRange", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="subnetId")
    def subnet_id(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "subnetId"))

    @subnet_id.setter
    def subnet_id(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__33844e36d4207e4d408276469dc7761b75a5d5642fb4ac4ed43a4ebe55d30726)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "subnetId", value) # pyright: ignore[reportArgumentType]

    @builtins.property
    @jsii.member(jsii_name="version")
    def version(self) -> builtins.str:
        return typing.cast(builtins.str, jsii.get(self, "version"))

    @version.setter
    def version(self, value: builtins.str) -> None:
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__f6d181def89ec655c3e5047c68741955cc89cb5f4ce2d67d200393c338e14543)
            check_type(argname="argument value", value=value, expected_type=type_hints["value"])
        jsii.set(self, "version", value) # pyright: ignore[reportArgumentType]


@jsii.data_type(
    jsii_type="crusoe.kubernetesCluster.KubernetesClusterConfig",
    jsii_struct_bases=[_cdktn_78ede62e.TerraformMetaArguments],
    name_mapping={
        "connection": "connection",
        "count": "count",
        "depends_on": "dependsOn",
        "for_each": "forEach",
        "lifecycle": "lifecycle",
        "provider": "provider",
        "provisioners": "provisioners",
        "location": "location",
        "name": "name",
        "version": "version",
        "add_ons": "addOns",
        "apiserver_extra_args": "apiserverExtraArgs",
        "cluster_cidr": "clusterCidr",
        "controller_manager_extra_args": "controllerManagerExtraArgs",
        "node_cidr_mask_size": "nodeCidrMaskSize",
        "oidc_ca_cert": "oidcCaCert",
        "oidc_client_id": "oidcClientId",
        "oidc_groups_claim": "oidcGroupsClaim",
        "oidc_issuer_url": "oidcIssuerUrl",
        "oidc_username_claim": "oidcUsernameClaim",
        "oidc_username_prefix": "oidcUsernamePrefix",
        "private": "private",
        "project_id": "projectId",
        "scheduler_extra_args": "schedulerExtraArgs",
        "service_cluster_ip_range": "serviceClusterIpRange",
        "subnet_id": "subnetId",
    },
)
class KubernetesClusterConfig(_cdktn_78ede62e.TerraformMetaArguments):
    def __init__(
        self,
        *,
        connection: typing.Optional[typing.Union[typing.Union["_cdktn_78ede62e.SSHProvisionerConnection", typing.Dict[builtins.str, typing.Any]], typing.Union["_cdktn_78ede62e.WinrmProvisionerConnection", typing.Dict[builtins.str, typing.Any]]]] = None,
        count: typing.Optional[typing.Union[jsii.Number, "_cdktn_78ede62e.TerraformCount"]] = None,
        depends_on: typing.Optional[typing.Sequence["_cdktn_78ede62e.ITerraformDependable"]] = None,
        for_each: typing.Optional["_cdktn_78ede62e.ITerraformIterator"] = None,
        lifecycle: typing.Optional[typing.Union["_cdktn_78ede62e.TerraformResourceLifecycle", typing.Dict[builtins.str, typing.Any]]] = None,
        provider: typing.Optional["_cdktn_78ede62e.TerraformProvider"] = None,
        provisioners: typing.Optional[typing.Sequence[typing.Union[typing.Union["_cdktn_78ede62e.FileProvisioner", typing.Dict[builtins.str, typing.Any]], typing.Union["_cdktn_78ede62e.LocalExecProvisioner", typing.Dict[builtins.str, typing.Any]], typing.Union["_cdktn_78ede62e.RemoteExecProvisioner", typing.Dict[builtins.str, typing.Any]]]]] = None,
        location: builtins.str,
        name: builtins.str,
        version: builtins.str,
        add_ons: typing.Optional[typing.Sequence[builtins.str]] = None,
        apiserver_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
        cluster_cidr: typing.Optional[builtins.str] = None,
        controller_manager_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
        node_cidr_mask_size: typing.Optional[jsii.Number] = None,
        oidc_ca_cert: typing.Optional[builtins.str] = None,
        oidc_client_id: typing.Optional[builtins.str] = None,
        oidc_groups_claim: typing.Optional[builtins.str] = None,
        oidc_issuer_url: typing.Optional[builtins.str] = None,
        oidc_username_claim: typing.Optional[builtins.str] = None,
        oidc_username_prefix: typing.Optional[builtins.str] = None,
        private: typing.Optional[typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]] = None,
        project_id: typing.Optional[builtins.str] = None,
        scheduler_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
        service_cluster_ip_range: typing.Optional[builtins.str] = None,
        subnet_id: typing.Optional[builtins.str] = None,
    ) -> None:
        '''
        :param connection: 
        :param count: 
        :param depends_on: 
        :param for_each: 
        :param lifecycle: 
        :param provider: 
        :param provisioners: 
        :param location: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#location KubernetesCluster#location}.
        :param name: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#name KubernetesCluster#name}.
        :param version: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#version KubernetesCluster#version}.
        :param add_ons: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#add_ons KubernetesCluster#add_ons}.
        :param apiserver_extra_args: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#apiserver_extra_args KubernetesCluster#apiserver_extra_args}.
        :param cluster_cidr: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#cluster_cidr KubernetesCluster#cluster_cidr}.
        :param controller_manager_extra_args: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#controller_manager_extra_args KubernetesCluster#controller_manager_extra_args}.
        :param node_cidr_mask_size: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#node_cidr_mask_size KubernetesCluster#node_cidr_mask_size}.
        :param oidc_ca_cert: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_ca_cert KubernetesCluster#oidc_ca_cert}.
        :param oidc_client_id: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_client_id KubernetesCluster#oidc_client_id}.
        :param oidc_groups_claim: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_groups_claim KubernetesCluster#oidc_groups_claim}.
        :param oidc_issuer_url: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_issuer_url KubernetesCluster#oidc_issuer_url}.
        :param oidc_username_claim: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_username_claim KubernetesCluster#oidc_username_claim}.
        :param oidc_username_prefix: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_username_prefix KubernetesCluster#oidc_username_prefix}.
        :param private: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#private KubernetesCluster#private}.
        :param project_id: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#project_id KubernetesCluster#project_id}.
        :param scheduler_extra_args: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#scheduler_extra_args KubernetesCluster#scheduler_extra_args}.
        :param service_cluster_ip_range: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#service_cluster_ip_range KubernetesCluster#service_cluster_ip_range}.
        :param subnet_id: Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#subnet_id KubernetesCluster#subnet_id}.
        '''
        if isinstance(lifecycle, dict):
            lifecycle = _cdktn_78ede62e.TerraformResourceLifecycle(**lifecycle)
        if __debug__:
            type_hints = typing.get_type_hints(_typecheckingstub__d2618c67b763bc0f8b11faa9c1d2d02a96e740f796692fabb4cbe4067f696a65)
            check_type(argname="argument connection", value=connection, expected_type=type_hints["connection"])
            check_type(argname="argument count", value=count, expected_type=type_hints["count"])
            check_type(argname="argument depends_on", value=depends_on, expected_type=type_hints["depends_on"])
            check_type(argname="argument for_each", value=for_each, expected_type=type_hints["for_each"])
            check_type(argname="argument lifecycle", value=lifecycle, expected_type=type_hints["lifecycle"])
            check_type(argname="argument provider", value=provider, expected_type=type_hints["provider"])
            check_type(argname="argument provisioners", value=provisioners, expected_type=type_hints["provisioners"])
            check_type(argname="argument location", value=location, expected_type=type_hints["location"])
            check_type(argname="argument name", value=name, expected_type=type_hints["name"])
            check_type(argname="argument version", value=version, expected_type=type_hints["version"])
            check_type(argname="argument add_ons", value=add_ons, expected_type=type_hints["add_ons"])
            check_type(argname="argument apiserver_extra_args", value=apiserver_extra_args, expected_type=type_hints["apiserver_extra_args"])
            check_type(argname="argument cluster_cidr", value=cluster_cidr, expected_type=type_hints["cluster_cidr"])
            check_type(argname="argument controller_manager_extra_args", value=controller_manager_extra_args, expected_type=type_hints["controller_manager_extra_args"])
            check_type(argname="argument node_cidr_mask_size", value=node_cidr_mask_size, expected_type=type_hints["node_cidr_mask_size"])
            check_type(argname="argument oidc_ca_cert", value=oidc_ca_cert, expected_type=type_hints["oidc_ca_cert"])
            check_type(argname="argument oidc_client_id", value=oidc_client_id, expected_type=type_hints["oidc_client_id"])
            check_type(argname="argument oidc_groups_claim", value=oidc_groups_claim, expected_type=type_hints["oidc_groups_claim"])
            check_type(argname="argument oidc_issuer_url", value=oidc_issuer_url, expected_type=type_hints["oidc_issuer_url"])
            check_type(argname="argument oidc_username_claim", value=oidc_username_claim, expected_type=type_hints["oidc_username_claim"])
            check_type(argname="argument oidc_username_prefix", value=oidc_username_prefix, expected_type=type_hints["oidc_username_prefix"])
            check_type(argname="argument private", value=private, expected_type=type_hints["private"])
            check_type(argname="argument project_id", value=project_id, expected_type=type_hints["project_id"])
            check_type(argname="argument scheduler_extra_args", value=scheduler_extra_args, expected_type=type_hints["scheduler_extra_args"])
            check_type(argname="argument service_cluster_ip_range", value=service_cluster_ip_range, expected_type=type_hints["service_cluster_ip_range"])
            check_type(argname="argument subnet_id", value=subnet_id, expected_type=type_hints["subnet_id"])
        self._values: typing.Dict[builtins.str, typing.Any] = {
            "location": location,
            "name": name,
            "version": version,
        }
        if connection is not None:
            self._values["connection"] = connection
        if count is not None:
            self._values["count"] = count
        if depends_on is not None:
            self._values["depends_on"] = depends_on
        if for_each is not None:
            self._values["for_each"] = for_each
        if lifecycle is not None:
            self._values["lifecycle"] = lifecycle
        if provider is not None:
            self._values["provider"] = provider
        if provisioners is not None:
            self._values["provisioners"] = provisioners
        if add_ons is not None:
            self._values["add_ons"] = add_ons
        if apiserver_extra_args is not None:
            self._values["apiserver_extra_args"] = apiserver_extra_args
        if cluster_cidr is not None:
            self._values["cluster_cidr"] = cluster_cidr
        if controller_manager_extra_args is not None:
            self._values["controller_manager_extra_args"] = controller_manager_extra_args
        if node_cidr_mask_size is not None:
            self._values["node_cidr_mask_size"] = node_cidr_mask_size
        if oidc_ca_cert is not None:
            self._values["oidc_ca_cert"] = oidc_ca_cert
        if oidc_client_id is not None:
            self._values["oidc_client_id"] = oidc_client_id
        if oidc_groups_claim is not None:
            self._values["oidc_groups_claim"] = oidc_groups_claim
        if oidc_issuer_url is not None:
            self._values["oidc_issuer_url"] = oidc_issuer_url
        if oidc_username_claim is not None:
            self._values["oidc_username_claim"] = oidc_username_claim
        if oidc_username_prefix is not None:
            self._values["oidc_username_prefix"] = oidc_username_prefix
        if private is not None:
            self._values["private"] = private
        if project_id is not None:
            self._values["project_id"] = project_id
        if scheduler_extra_args is not None:
            self._values["scheduler_extra_args"] = scheduler_extra_args
        if service_cluster_ip_range is not None:
            self._values["service_cluster_ip_range"] = service_cluster_ip_range
        if subnet_id is not None:
            self._values["subnet_id"] = subnet_id

    @builtins.property
    def connection(
        self,
    ) -> typing.Optional[typing.Union["_cdktn_78ede62e.SSHProvisionerConnection", "_cdktn_78ede62e.WinrmProvisionerConnection"]]:
        '''
        :stability: experimental
        '''
        result = self._values.get("connection")
        return typing.cast(typing.Optional[typing.Union["_cdktn_78ede62e.SSHProvisionerConnection", "_cdktn_78ede62e.WinrmProvisionerConnection"]], result)

    @builtins.property
    def count(
        self,
    ) -> typing.Optional[typing.Union[jsii.Number, "_cdktn_78ede62e.TerraformCount"]]:
        '''
        :stability: experimental
        '''
        result = self._values.get("count")
        return typing.cast(typing.Optional[typing.Union[jsii.Number, "_cdktn_78ede62e.TerraformCount"]], result)

    @builtins.property
    def depends_on(
        self,
    ) -> typing.Optional[typing.List["_cdktn_78ede62e.ITerraformDependable"]]:
        '''
        :stability: experimental
        '''
        result = self._values.get("depends_on")
        return typing.cast(typing.Optional[typing.List["_cdktn_78ede62e.ITerraformDependable"]], result)

    @builtins.property
    def for_each(self) -> typing.Optional["_cdktn_78ede62e.ITerraformIterator"]:
        '''
        :stability: experimental
        '''
        result = self._values.get("for_each")
        return typing.cast(typing.Optional["_cdktn_78ede62e.ITerraformIterator"], result)

    @builtins.property
    def lifecycle(
        self,
    ) -> typing.Optional["_cdktn_78ede62e.TerraformResourceLifecycle"]:
        '''
        :stability: experimental
        '''
        result = self._values.get("lifecycle")
        return typing.cast(typing.Optional["_cdktn_78ede62e.TerraformResourceLifecycle"], result)

    @builtins.property
    def provider(self) -> typing.Optional["_cdktn_78ede62e.TerraformProvider"]:
        '''
        :stability: experimental
        '''
        result = self._values.get("provider")
        return typing.cast(typing.Optional["_cdktn_78ede62e.TerraformProvider"], result)

    @builtins.property
    def provisioners(
        self,
    ) -> typing.Optional[typing.List[typing.Union["_cdktn_78ede62e.FileProvisioner", "_cdktn_78ede62e.LocalExecProvisioner", "_cdktn_78ede62e.RemoteExecProvisioner"]]]:
        '''
        :stability: experimental
        '''
        result = self._values.get("provisioners")
        return typing.cast(typing.Optional[typing.List[typing.Union["_cdktn_78ede62e.FileProvisioner", "_cdktn_78ede62e.LocalExecProvisioner", "_cdktn_78ede62e.RemoteExecProvisioner"]]], result)

    @builtins.property
    def location(self) -> builtins.str:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#location KubernetesCluster#location}.'''
        result = self._values.get("location")
        assert result is not None, "Required property 'location' is missing"
        return typing.cast(builtins.str, result)

    @builtins.property
    def name(self) -> builtins.str:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#name KubernetesCluster#name}.'''
        result = self._values.get("name")
        assert result is not None, "Required property 'name' is missing"
        return typing.cast(builtins.str, result)

    @builtins.property
    def version(self) -> builtins.str:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#version KubernetesCluster#version}.'''
        result = self._values.get("version")
        assert result is not None, "Required property 'version' is missing"
        return typing.cast(builtins.str, result)

    @builtins.property
    def add_ons(self) -> typing.Optional[typing.List[builtins.str]]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#add_ons KubernetesCluster#add_ons}.'''
        result = self._values.get("add_ons")
        return typing.cast(typing.Optional[typing.List[builtins.str]], result)

    @builtins.property
    def apiserver_extra_args(
        self,
    ) -> typing.Optional[typing.Mapping[builtins.str, builtins.str]]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#apiserver_extra_args KubernetesCluster#apiserver_extra_args}.'''
        result = self._values.get("apiserver_extra_args")
        return typing.cast(typing.Optional[typing.Mapping[builtins.str, builtins.str]], result)

    @builtins.property
    def cluster_cidr(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#cluster_cidr KubernetesCluster#cluster_cidr}.'''
        result = self._values.get("cluster_cidr")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def controller_manager_extra_args(
        self,
    ) -> typing.Optional[typing.Mapping[builtins.str, builtins.str]]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#controller_manager_extra_args KubernetesCluster#controller_manager_extra_args}.'''
        result = self._values.get("controller_manager_extra_args")
        return typing.cast(typing.Optional[typing.Mapping[builtins.str, builtins.str]], result)

    @builtins.property
    def node_cidr_mask_size(self) -> typing.Optional[jsii.Number]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#node_cidr_mask_size KubernetesCluster#node_cidr_mask_size}.'''
        result = self._values.get("node_cidr_mask_size")
        return typing.cast(typing.Optional[jsii.Number], result)

    @builtins.property
    def oidc_ca_cert(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_ca_cert KubernetesCluster#oidc_ca_cert}.'''
        result = self._values.get("oidc_ca_cert")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def oidc_client_id(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_client_id KubernetesCluster#oidc_client_id}.'''
        result = self._values.get("oidc_client_id")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def oidc_groups_claim(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_groups_claim KubernetesCluster#oidc_groups_claim}.'''
        result = self._values.get("oidc_groups_claim")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def oidc_issuer_url(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_issuer_url KubernetesCluster#oidc_issuer_url}.'''
        result = self._values.get("oidc_issuer_url")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def oidc_username_claim(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_username_claim KubernetesCluster#oidc_username_claim}.'''
        result = self._values.get("oidc_username_claim")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def oidc_username_prefix(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#oidc_username_prefix KubernetesCluster#oidc_username_prefix}.'''
        result = self._values.get("oidc_username_prefix")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def private(
        self,
    ) -> typing.Optional[typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#private KubernetesCluster#private}.'''
        result = self._values.get("private")
        return typing.cast(typing.Optional[typing.Union[builtins.bool, "_cdktn_78ede62e.IResolvable"]], result)

    @builtins.property
    def project_id(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#project_id KubernetesCluster#project_id}.'''
        result = self._values.get("project_id")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def scheduler_extra_args(
        self,
    ) -> typing.Optional[typing.Mapping[builtins.str, builtins.str]]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#scheduler_extra_args KubernetesCluster#scheduler_extra_args}.'''
        result = self._values.get("scheduler_extra_args")
        return typing.cast(typing.Optional[typing.Mapping[builtins.str, builtins.str]], result)

    @builtins.property
    def service_cluster_ip_range(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#service_cluster_ip_range KubernetesCluster#service_cluster_ip_range}.'''
        result = self._values.get("service_cluster_ip_range")
        return typing.cast(typing.Optional[builtins.str], result)

    @builtins.property
    def subnet_id(self) -> typing.Optional[builtins.str]:
        '''Docs at Terraform Registry: {@link https://registry.terraform.io/providers/crusoecloud/crusoe/1.1.1/docs/resources/kubernetes_cluster#subnet_id KubernetesCluster#subnet_id}.'''
        result = self._values.get("subnet_id")
        return typing.cast(typing.Optional[builtins.str], result)

    def __eq__(self, rhs: typing.Any) -> builtins.bool:
        return isinstance(rhs, self.__class__) and rhs._values == self._values

    def __ne__(self, rhs: typing.Any) -> builtins.bool:
        return not (rhs == self)

    def __repr__(self) -> str:
        return "KubernetesClusterConfig(%s)" % ", ".join(
            k + "=" + repr(v) for k, v in self._values.items()
        )


__all__ = [
    "KubernetesCluster",
    "KubernetesClusterConfig",
]

publication.publish()

def _typecheckingstub__a9d1198e7195d111166513595c81eef6ae8a333e471d9461defc29987fd9191c(
    scope: _constructs_77d1e7e8.Construct,
    id: builtins.str,
    *,
    location: builtins.str,
    name: builtins.str,
    version: builtins.str,
    add_ons: typing.Optional[typing.Sequence[builtins.str]] = None,
    apiserver_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
    cluster_cidr: typing.Optional[builtins.str] = None,
    controller_manager_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
    node_cidr_mask_size: typing.Optional[jsii.Number] = None,
    oidc_ca_cert: typing.Optional[builtins.str] = None,
    oidc_client_id: typing.Optional[builtins.str] = None,
    oidc_groups_claim: typing.Optional[builtins.str] = None,
    oidc_issuer_url: typing.Optional[builtins.str] = None,
    oidc_username_claim: typing.Optional[builtins.str] = None,
    oidc_username_prefix: typing.Optional[builtins.str] = None,
    private: typing.Optional[typing.Union[builtins.bool, _cdktn_78ede62e.IResolvable]] = None,
    project_id: typing.Optional[builtins.str] = None,
    scheduler_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
    service_cluster_ip_range: typing.Optional[builtins.str] = None,
    subnet_id: typing.Optional[builtins.str] = None,
    connection: typing.Optional[typing.Union[typing.Union[_cdktn_78ede62e.SSHProvisionerConnection, typing.Dict[builtins.str, typing.Any]], typing.Union[_cdktn_78ede62e.WinrmProvisionerConnection, typing.Dict[builtins.str, typing.Any]]]] = None,
    count: typing.Optional[typing.Union[jsii.Number, _cdktn_78ede62e.TerraformCount]] = None,
    depends_on: typing.Optional[typing.Sequence[_cdktn_78ede62e.ITerraformDependable]] = None,
    for_each: typing.Optional[_cdktn_78ede62e.ITerraformIterator] = None,
    lifecycle: typing.Optional[typing.Union[_cdktn_78ede62e.TerraformResourceLifecycle, typing.Dict[builtins.str, typing.Any]]] = None,
    provider: typing.Optional[_cdktn_78ede62e.TerraformProvider] = None,
    provisioners: typing.Optional[typing.Sequence[typing.Union[typing.Union[_cdktn_78ede62e.FileProvisioner, typing.Dict[builtins.str, typing.Any]], typing.Union[_cdktn_78ede62e.LocalExecProvisioner, typing.Dict[builtins.str, typing.Any]], typing.Union[_cdktn_78ede62e.RemoteExecProvisioner, typing.Dict[builtins.str, typing.Any]]]]] = None,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__8e4946dd66e157e8f2bff9541f585d8076ae1adddf9e3ed11e2b22eb7041b095(
    scope: _constructs_77d1e7e8.Construct,
    import_to_id: builtins.str,
    import_from_id: builtins.str,
    provider: typing.Optional[_cdktn_78ede62e.TerraformProvider] = None,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__34bd45b808ba91ada17bce6d36c227a36c9ef2cbf82c2941ec61f40617c913d8(
    value: typing.List[builtins.str],
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__f6eb8d5b24d936b93f03ce8d21a9198251d5e8316cf72bf4143cbc3ddad5418d(
    value: typing.Mapping[builtins.str, builtins.str],
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__505f1c9da1231209344cd6b031e77fd268401796ed978c13769f6d2960b4bfc6(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__6b5885d8d24d4b0ab9cda9e4f753960451b44086cc34c133ee4a68f70f1d1238(
    value: typing.Mapping[builtins.str, builtins.str],
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__443ea5a319322a83ea3176142682360a68fd8e2e3ab7a8ecd2eb4588aee3922f(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__a30ec7c35c976413e7bca47b92f79754b94a1d0f37fe0b5286968e654a722b97(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__882beac70d136ef29402ad05e02ac33b94dd9e6a784e2fb6d2ac66d1a5b38eef(
    value: jsii.Number,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__388f05158b180dce61d29c1fff2fe5e4b3d2c5b3c4388050bcf2a81e5bf1a3e3(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__c6119590250431cfebe7406853703548f2c5d271c5424b3763cecf0526c12f41(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__b1466acf105ca15eea983baf238dc9cc2837b1fd0048d2fc68668d0de6c043e5(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__62674feec32751f918929f8ac40b5924b76819d6e89463c9192d6175f80fa2f7(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__68d82d6757f5ea92b4e6694105ad32ab78d84f78fb406a6471b972904a914525(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__2b5c1d7f7d3c6527efc6e3799fb37681f2855b4f342b9e9996bd955c8a8ee3fa(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__3dd321325d368c6645d0ff0798815ad336c52d13e2e6f79e04e39484d7480cfd(
    value: typing.Union[builtins.bool, _cdktn_78ede62e.IResolvable],
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__70b3f6f5a5edd49f8dea208845c74d50682830fd3d5eea693096e50f2c2f7455(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__69e4ad503ecc9fa9b24e5801cdc76e732cecfe12b47d6aa4b2d5d6ea3234c05b(
    value: typing.Mapping[builtins.str, builtins.str],
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__fe89490326ad603854170b909e675a507146a59738080926ebb55538a40821f7(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__33844e36d4207e4d408276469dc7761b75a5d5642fb4ac4ed43a4ebe55d30726(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__f6d181def89ec655c3e5047c68741955cc89cb5f4ce2d67d200393c338e14543(
    value: builtins.str,
) -> None:
    """Type checking stubs"""
    pass

def _typecheckingstub__d2618c67b763bc0f8b11faa9c1d2d02a96e740f796692fabb4cbe4067f696a65(
    *,
    connection: typing.Optional[typing.Union[typing.Union[_cdktn_78ede62e.SSHProvisionerConnection, typing.Dict[builtins.str, typing.Any]], typing.Union[_cdktn_78ede62e.WinrmProvisionerConnection, typing.Dict[builtins.str, typing.Any]]]] = None,
    count: typing.Optional[typing.Union[jsii.Number, _cdktn_78ede62e.TerraformCount]] = None,
    depends_on: typing.Optional[typing.Sequence[_cdktn_78ede62e.ITerraformDependable]] = None,
    for_each: typing.Optional[_cdktn_78ede62e.ITerraformIterator] = None,
    lifecycle: typing.Optional[typing.Union[_cdktn_78ede62e.TerraformResourceLifecycle, typing.Dict[builtins.str, typing.Any]]] = None,
    provider: typing.Optional[_cdktn_78ede62e.TerraformProvider] = None,
    provisioners: typing.Optional[typing.Sequence[typing.Union[typing.Union[_cdktn_78ede62e.FileProvisioner, typing.Dict[builtins.str, typing.Any]], typing.Union[_cdktn_78ede62e.LocalExecProvisioner, typing.Dict[builtins.str, typing.Any]], typing.Union[_cdktn_78ede62e.RemoteExecProvisioner, typing.Dict[builtins.str, typing.Any]]]]] = None,
    location: builtins.str,
    name: builtins.str,
    version: builtins.str,
    add_ons: typing.Optional[typing.Sequence[builtins.str]] = None,
    apiserver_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
    cluster_cidr: typing.Optional[builtins.str] = None,
    controller_manager_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
    node_cidr_mask_size: typing.Optional[jsii.Number] = None,
    oidc_ca_cert: typing.Optional[builtins.str] = None,
    oidc_client_id: typing.Optional[builtins.str] = None,
    oidc_groups_claim: typing.Optional[builtins.str] = None,
    oidc_issuer_url: typing.Optional[builtins.str] = None,
    oidc_username_claim: typing.Optional[builtins.str] = None,
    oidc_username_prefix: typing.Optional[builtins.str] = None,
    private: typing.Optional[typing.Union[builtins.bool, _cdktn_78ede62e.IResolvable]] = None,
    project_id: typing.Optional[builtins.str] = None,
    scheduler_extra_args: typing.Optional[typing.Mapping[builtins.str, builtins.str]] = None,
    service_cluster_ip_range: typing.Optional[builtins.str] = None,
    subnet_id: typing.Optional[builtins.str] = None,
) -> None:
    """Type checking stubs"""
    pass
