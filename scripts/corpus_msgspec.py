#!/usr/bin/env python3
"""msgspec twins of the real-API corpus (Benchmarks/Data/corpus), field for field.

Each payload's `@Mappable` models (Benchmarks/HydrantBenchmarks/Corpus/*Models.swift) have a
`msgspec.Struct` twin here, with the same members and as much validation; `CORPUS` maps each
payload's name (its file name without `.json`) to its root type. Importing the module only defines
them. Run it to check them: each payload is decoded, re-encoded, decoded again and compared.

    pip install msgspec      # once; not needed by the tests or CI
    scripts/corpus_msgspec.py

How they mirror the Swift models (see also scripts/msgspec_anchors.py, whose conventions these follow):

- Field names are the JSON keys (snake_case or camelCase as the API writes them); a key that is not a
  Python name (`+1`) is given with `msgspec.field(name=...)`. `kw_only=True` lets a required field
  follow an optional one; fields are in the order of the Swift properties.
- A Swift optional (`T?`: missing or `null` is nil) is `T | None = None`, and every model has
  `omit_defaults=True`, as Hydrant leaves a nil property out. A Swift `@Default(value)` property is
  `T = value`: a missing member is the value in both (msgspec rejects `null` there, which Hydrant maps
  to the default, and leaves the member out when it equals the default, which Hydrant writes).
- RFC 3339 dates (plain `Date`) are `datetime`; Unix timestamps (`Mappers.date(unit: .seconds)`) are
  `int`; calendar days (`DateFormat(pattern: "yyyy-MM-dd")`) are `date`; `UUID` is `uuid.UUID`;
  numbers in strings read as `Decimal` (`Mappers.number(Decimal.self)`) are `decimal.Decimal` (msgspec
  reads and writes them as strings); the two integers in strings (`Mappers.number(Int.self)`) are
  strings of digits (`IntText`: msgspec has no strict string-to-int conversion). `Meta` cannot
  constrain a `Decimal` or the number in an `IntText`, so their `min`/`range` rules are checked in the
  model's `__post_init__`. `URL` is a string that starts with a scheme (`Url`), as `Mappers.url()`
  requires.
- String enums are `Literal[...]` of the raw values; `@Validate(.equal(to:))` is a one-value
  `Literal`. Free-form members (`JSON`, `[String: JSON]`) are `Any` and `dict[str, Any]`.
- `@Validate` rules are `Meta` constraints: `min`/`range` are `ge`/`le`, lengths `min_length`/
  `max_length`, `matches(p)` is `pattern="^(?:p)\\Z"` (Hydrant matches the whole string).
- Unknown members are ignored, as by Hydrant's object mappers (`UnmappedKeyPolicy.ignore`).
"""

from __future__ import annotations

import sys
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any, Literal
from uuid import UUID

try:
    import msgspec
    from msgspec import Meta
except ImportError:
    sys.exit("corpus_msgspec: needs the Python package msgspec: pip install msgspec")

Url = Annotated[str, Meta(pattern=r"^[A-Za-z][A-Za-z0-9+.\-]*:")]
"""A `URL` property: a string with a scheme (Hydrant's `Mappers.url()` also parses the rest)."""

IntText = Annotated[str, Meta(pattern=r"^-?(0|[1-9][0-9]*)\Z")]
"""An integer in a JSON string (`Mappers.number(Int.self)` in Swift), kept as its text."""


def _require(condition: bool, key: str, requirement: str) -> None:
    """A rule msgspec's `Meta` cannot state, checked in a model's `__post_init__`."""
    if not condition:
        raise ValueError(f"{key}: {requirement}")


class Model(msgspec.Struct, omit_defaults=True):
    """The options every model shares (inherited); `kw_only` is not inherited, so each says it."""


# stripe_charge.json (Benchmarks/HydrantBenchmarks/Corpus/StripeChargeModels.swift)

StripeChargeStatus = Literal["succeeded", "pending", "failed"]
StripeCardBrand = Literal[
    "amex",
    "diners",
    "discover",
    "jcb",
    "link",
    "mastercard",
    "unionpay",
    "visa",
    "unknown",
    "eftpos_au",
]
StripeCardFunding = Literal["credit", "debit", "prepaid", "unknown"]
StripeCheckResult = Literal["pass", "fail", "unavailable", "unchecked"]
StripeAvailability = Literal["available", "unavailable"]
StripeExtendedAuthorizationStatus = Literal["enabled", "disabled"]
StripeInstallmentPlanType = Literal["bonus", "revolving", "fixed_count"]


class StripeCharge(Model, kw_only=True):
    id: Annotated[str, Meta(pattern=r"^(?:ch_[A-Za-z0-9]+)\Z")]
    object: Literal["charge"]
    amount: Annotated[int, Meta(ge=0)]
    amount_captured: Annotated[int, Meta(ge=0)]
    amount_refunded: Annotated[int, Meta(ge=0)]
    application: str | None = None
    application_fee: str | None = None
    application_fee_amount: int | None = None
    balance_transaction: str | None = None
    billing_details: StripeBillingDetails
    calculated_statement_descriptor: str | None = None
    captured: bool
    created: int
    currency: Annotated[str, Meta(min_length=3, max_length=3)]
    customer: str | None = None
    description: str | None = None
    disputed: bool
    failure_balance_transaction: str | None = None
    failure_code: str | None = None
    failure_message: str | None = None
    fraud_details: dict[str, Any]
    livemode: bool
    metadata: dict[str, str] = msgspec.field(default_factory=dict)  # @Default([:])
    on_behalf_of: str | None = None
    outcome: StripeOutcome | None = None
    paid: bool
    payment_intent: str | None = None
    payment_method: str | None = None
    payment_method_details: StripePaymentMethodDetails | None = None
    receipt_email: str | None = None
    receipt_number: str | None = None
    receipt_url: Url | None = None
    refunded: bool
    refunds: StripeRefundList | None = None
    review: str | None = None
    shipping: dict[str, Any] | None = None
    source_transfer: str | None = None
    statement_descriptor: str | None = None
    statement_descriptor_suffix: str | None = None
    status: StripeChargeStatus
    transfer_data: StripeTransferData | None = None
    transfer_group: str | None = None
    source: StripeSource | None = None


class StripeAddress(Model, kw_only=True):
    city: str | None = None
    country: str | None = None
    line1: str | None = None
    line2: str | None = None
    postal_code: str | None = None
    state: str | None = None


class StripeBillingDetails(Model, kw_only=True):
    address: StripeAddress | None = None
    email: str | None = None
    name: str | None = None
    phone: str | None = None
    tax_id: str | None = None


class StripeOutcome(Model, kw_only=True):
    advice_code: str | None = None
    network_advice_code: str | None = None
    network_decline_code: str | None = None
    network_status: str | None = None
    reason: str | None = None
    seller_message: str | None = None
    type: str


class StripePaymentMethodDetails(Model, kw_only=True):
    card: StripeCard | None = None
    type: str


class StripeCard(Model, kw_only=True):
    amount_authorized: int | None = None
    brand: StripeCardBrand
    checks: StripeCardChecks | None = None
    country: str | None = None
    exp_month: Annotated[int, Meta(ge=1, le=12)]
    exp_year: int
    extended_authorization: StripeExtendedAuthorization | None = None
    fingerprint: str | None = None
    funding: StripeCardFunding
    incremental_authorization: StripeAvailabilityStatus | None = None
    installments: StripeInstallments | None = None
    last4: Annotated[str, Meta(min_length=4, max_length=4, pattern=r"^(?:[0-9]{4})\Z")]
    mandate: str | None = None
    multicapture: StripeAvailabilityStatus | None = None
    network: str | None = None
    network_token: StripeNetworkToken | None = None
    overcapture: StripeOvercapture | None = None
    three_d_secure: StripeThreeDSecure | None = None
    wallet: StripeWallet | None = None
    authorization_code: str | None = None
    regulated_status: str | None = None
    network_transaction_id: str | None = None
    transaction_link_id: str | None = None


class StripeCardChecks(Model, kw_only=True):
    address_line1_check: StripeCheckResult | None = None
    address_postal_code_check: StripeCheckResult | None = None
    cvc_check: StripeCheckResult | None = None


class StripeExtendedAuthorization(Model, kw_only=True):
    status: StripeExtendedAuthorizationStatus


class StripeAvailabilityStatus(Model, kw_only=True):
    status: StripeAvailability


class StripeInstallments(Model, kw_only=True):
    plan: StripeInstallmentPlan | None = None


class StripeInstallmentPlan(Model, kw_only=True):
    count: int | None = None
    interval: str | None = None
    type: StripeInstallmentPlanType


class StripeNetworkToken(Model, kw_only=True):
    used: bool


class StripeOvercapture(Model, kw_only=True):
    maximum_amount_capturable: int
    status: StripeAvailability


class StripeThreeDSecure(Model, kw_only=True):
    authentication_flow: str | None = None
    electronic_commerce_indicator: str | None = None
    exemption_indicator: str | None = None
    result: str | None = None
    result_reason: str | None = None
    transaction_id: str | None = None
    version: str | None = None


class StripeWallet(Model, kw_only=True):
    dynamic_last4: str | None = None
    type: str


class StripeRefundList(Model, kw_only=True):
    data: list[StripeRefund]
    has_more: bool
    object: str
    url: str


class StripeRefund(Model, kw_only=True):
    id: str
    amount: int
    created: int
    currency: str
    status: str | None = None


class StripeTransferData(Model, kw_only=True):
    amount: int | None = None
    destination: StripeAccountReference


class StripeAccountReference(Model, kw_only=True):
    id: str
    object: str


class StripeSource(Model, kw_only=True):
    allow_redisplay: str | None = None
    amount: int | None = None
    client_secret: str  # @Sensitive
    created: int
    currency: str | None = None
    flow: str
    id: str
    livemode: bool
    metadata: dict[str, str] | None = None
    object: str
    owner: StripeSourceOwner | None = None
    statement_descriptor: str | None = None
    status: str
    type: str
    usage: str | None = None


class StripeSourceOwner(Model, kw_only=True):
    address: StripeAddress | None = None
    email: str | None = None
    name: str | None = None
    phone: str | None = None
    verified_address: StripeAddress | None = None
    verified_email: str | None = None
    verified_name: str | None = None
    verified_phone: str | None = None

# github_issue_milestoned.json (Benchmarks/HydrantBenchmarks/Corpus/GitHubIssueMilestonedModels.swift)

GitHubIssuesAction = Literal[
    "assigned",
    "closed",
    "deleted",
    "demilestoned",
    "edited",
    "labeled",
    "locked",
    "milestoned",
    "opened",
    "pinned",
    "reopened",
    "transferred",
    "typed",
    "unassigned",
    "unlabeled",
    "unlocked",
    "unpinned",
    "untyped",
]
GitHubUserType = Literal["User", "Bot", "Organization", "Mannequin"]
GitHubIssueState = Literal["open", "closed"]
GitHubIssueStateReason = Literal["completed", "reopened", "not_planned", "duplicate"]
GitHubAuthorAssociation = Literal[
    "COLLABORATOR",
    "CONTRIBUTOR",
    "FIRST_TIMER",
    "FIRST_TIME_CONTRIBUTOR",
    "MANNEQUIN",
    "MEMBER",
    "NONE",
    "OWNER",
]
GitHubRepositoryVisibility = Literal["public", "private", "internal"]


class GitHubIssuesEvent(Model, kw_only=True):
    action: GitHubIssuesAction
    issue: GitHubIssue
    milestone: GitHubMilestone | None = None
    repository: GitHubRepository
    sender: GitHubUser


class GitHubUser(Model, kw_only=True):
    login: str
    id: int
    node_id: str
    name: str | None = None
    email: str | None = None
    avatar_url: Url
    gravatar_id: str | None = None
    url: Url
    html_url: Url
    followers_url: Url
    following_url: str
    gists_url: str
    starred_url: str
    subscriptions_url: Url
    organizations_url: Url
    repos_url: Url
    events_url: str
    received_events_url: Url
    type: GitHubUserType
    site_admin: bool


class GitHubLabel(Model, kw_only=True):
    id: int
    node_id: str
    url: Url
    name: str
    color: Annotated[str, Meta(pattern=r"^(?:[0-9a-fA-F]{6})\Z")]
    default: bool
    description: str | None = None


class GitHubMilestone(Model, kw_only=True):
    url: Url
    html_url: Url
    labels_url: Url
    id: int
    node_id: str
    number: Annotated[int, Meta(ge=1)]
    title: str
    description: str | None = None
    creator: GitHubUser | None = None
    open_issues: int
    closed_issues: int
    state: GitHubIssueState
    created_at: datetime
    updated_at: datetime
    due_on: datetime | None = None
    closed_at: datetime | None = None


class GitHubReactions(Model, kw_only=True):
    url: Url
    total_count: int
    plus_one: int = msgspec.field(name='+1')
    minus_one: int = msgspec.field(name='-1')
    laugh: int
    hooray: int
    confused: int
    heart: int
    rocket: int
    eyes: int


class GitHubIssuePullRequest(Model, kw_only=True):
    url: Url
    html_url: Url
    diff_url: Url
    patch_url: Url
    merged_at: datetime | None = None


class GitHubIssue(Model, kw_only=True):
    url: Url
    repository_url: Url
    labels_url: str
    comments_url: Url
    events_url: Url
    html_url: Url
    id: int
    node_id: str
    number: Annotated[int, Meta(ge=1)]
    title: str
    user: GitHubUser
    labels: list[GitHubLabel]
    state: GitHubIssueState
    state_reason: GitHubIssueStateReason | None = None
    locked: bool
    assignee: GitHubUser | None = None
    assignees: list[GitHubUser]
    milestone: GitHubMilestone | None = None
    comments: int
    created_at: datetime
    updated_at: datetime
    closed_at: datetime | None = None
    author_association: GitHubAuthorAssociation
    active_lock_reason: str | None = None
    pull_request: GitHubIssuePullRequest | None = None
    body: str | None = None
    reactions: GitHubReactions | None = None
    draft: bool = False  # @Default(false)
    performed_via_github_app: Any | None = None


class GitHubLicense(Model, kw_only=True):
    key: str
    name: str
    spdx_id: str | None = None
    url: Url | None = None
    node_id: str


class GitHubRepository(Model, kw_only=True):
    id: int
    node_id: str
    name: str
    full_name: Annotated[str, Meta(pattern=r"^(?:[^/]+/[^/]+)\Z")]
    private: bool
    owner: GitHubUser
    html_url: Url
    description: str | None = None
    fork: bool
    url: Url
    forks_url: Url
    keys_url: str
    collaborators_url: str
    teams_url: Url
    hooks_url: Url
    issue_events_url: str
    events_url: Url
    assignees_url: str
    branches_url: str
    tags_url: Url
    blobs_url: str
    git_tags_url: str
    git_refs_url: str
    trees_url: str
    statuses_url: str
    languages_url: Url
    stargazers_url: Url
    contributors_url: Url
    subscribers_url: Url
    subscription_url: Url
    commits_url: str
    git_commits_url: str
    comments_url: str
    issue_comment_url: str
    contents_url: str
    compare_url: str
    merges_url: Url
    archive_url: str
    downloads_url: Url
    issues_url: str
    pulls_url: str
    milestones_url: str
    notifications_url: str
    labels_url: str
    releases_url: str
    deployments_url: Url
    created_at: datetime
    updated_at: datetime
    pushed_at: datetime | None = None
    git_url: Url
    ssh_url: str
    clone_url: Url
    svn_url: Url
    homepage: str | None = None
    size: int
    stargazers_count: int
    watchers_count: int
    language: str | None = None
    has_issues: bool
    has_projects: bool
    has_downloads: bool
    has_wiki: bool
    has_pages: bool
    has_discussions: bool | None = None
    forks_count: int
    mirror_url: str | None = None
    archived: bool
    disabled: bool
    open_issues_count: int
    license: GitHubLicense | None = None
    forks: int
    open_issues: int
    watchers: int
    default_branch: str
    is_template: bool | None = None
    topics: list[str]
    visibility: GitHubRepositoryVisibility
    web_commit_signoff_required: bool | None = None
    custom_properties: dict[str, Any] | None = None

# kubernetes_deployment.json (Benchmarks/HydrantBenchmarks/Corpus/KubernetesDeploymentModels.swift)

KubernetesDeploymentStrategyType = Literal["Recreate", "RollingUpdate"]
KubernetesRestartPolicy = Literal["Always", "OnFailure", "Never"]
KubernetesDNSPolicy = Literal["ClusterFirst", "ClusterFirstWithHostNet", "Default", "None"]
KubernetesPullPolicy = Literal["Always", "IfNotPresent", "Never"]
KubernetesTerminationMessagePolicy = Literal["File", "FallbackToLogsOnError"]
KubernetesDeploymentConditionType = Literal["Available", "Progressing", "ReplicaFailure"]
KubernetesConditionStatus = Literal["True", "False", "Unknown"]


class KubernetesDeployment(Model, kw_only=True):
    apiVersion: Literal["apps/v1"]
    kind: Literal["Deployment"]
    metadata: KubernetesObjectMeta
    spec: KubernetesDeploymentSpec
    status: KubernetesDeploymentStatus | None = None


class KubernetesObjectMeta(Model, kw_only=True):
    name: Annotated[str, Meta(max_length=253, pattern=r"^(?:[a-z0-9]([-a-z0-9.]*[a-z0-9])?)\Z")] | None = None
    namespace: str | None = None
    uid: UUID | None = None
    resourceVersion: str | None = None
    generation: int | None = None
    creationTimestamp: datetime | None = None
    deletionTimestamp: datetime | None = None
    labels: dict[str, str] | None = None
    annotations: dict[str, str] | None = None
    ownerReferences: list[KubernetesOwnerReference] | None = None


class KubernetesOwnerReference(Model, kw_only=True):
    apiVersion: str
    kind: str
    name: str
    uid: UUID
    controller: bool | None = None
    blockOwnerDeletion: bool | None = None


class KubernetesDeploymentSpec(Model, kw_only=True):
    replicas: Annotated[int, Meta(ge=0)] | None = None
    selector: KubernetesLabelSelector
    template: KubernetesPodTemplateSpec
    strategy: KubernetesDeploymentStrategy | None = None
    minReadySeconds: int = 0  # @Default(0)
    revisionHistoryLimit: int | None = None
    paused: bool = False  # @Default(false)
    progressDeadlineSeconds: int | None = None


class KubernetesLabelSelector(Model, kw_only=True):
    matchLabels: dict[str, str] | None = None
    matchExpressions: list[KubernetesLabelSelectorRequirement] | None = None


class KubernetesLabelSelectorRequirement(Model, kw_only=True):
    key: str
    operator: str
    values: list[str] | None = None


class KubernetesDeploymentStrategy(Model, kw_only=True):
    type: KubernetesDeploymentStrategyType | None = None
    rollingUpdate: KubernetesRollingUpdateDeployment | None = None


class KubernetesRollingUpdateDeployment(Model, kw_only=True):
    maxSurge: Any | None = None
    maxUnavailable: Any | None = None


class KubernetesPodTemplateSpec(Model, kw_only=True):
    metadata: KubernetesObjectMeta | None = None
    spec: KubernetesPodSpec


class KubernetesPodSpec(Model, kw_only=True):
    containers: Annotated[list[KubernetesContainer], Meta(min_length=1)]
    restartPolicy: KubernetesRestartPolicy | None = None
    terminationGracePeriodSeconds: int | None = None
    dnsPolicy: KubernetesDNSPolicy | None = None
    nodeSelector: dict[str, str] | None = None
    serviceAccountName: str | None = None
    securityContext: dict[str, Any] | None = None
    schedulerName: str | None = None


class KubernetesContainer(Model, kw_only=True):
    name: Annotated[str, Meta(max_length=63)]
    image: str | None = None
    command: list[str] | None = None
    args: list[str] | None = None
    ports: list[KubernetesContainerPort] | None = None
    env: list[KubernetesEnvVar] | None = None
    resources: KubernetesResourceRequirements | None = None
    terminationMessagePath: str | None = None
    terminationMessagePolicy: KubernetesTerminationMessagePolicy | None = None
    imagePullPolicy: KubernetesPullPolicy | None = None


class KubernetesContainerPort(Model, kw_only=True):
    name: str | None = None
    containerPort: Annotated[int, Meta(ge=1, le=65535)]
    protocol: str | None = None


class KubernetesEnvVar(Model, kw_only=True):
    name: str
    value: str | None = None


class KubernetesResourceRequirements(Model, kw_only=True):
    limits: dict[str, str] | None = None
    requests: dict[str, str] | None = None


class KubernetesDeploymentStatus(Model, kw_only=True):
    observedGeneration: int | None = None
    replicas: int | None = None
    updatedReplicas: int | None = None
    readyReplicas: int | None = None
    availableReplicas: int | None = None
    unavailableReplicas: int | None = None
    conditions: list[KubernetesDeploymentCondition] | None = None
    collisionCount: int | None = None


class KubernetesDeploymentCondition(Model, kw_only=True):
    type: KubernetesDeploymentConditionType
    status: KubernetesConditionStatus
    lastUpdateTime: datetime | None = None
    lastTransitionTime: datetime | None = None
    reason: str | None = None
    message: str | None = None

# adyen_transfer.json (Benchmarks/HydrantBenchmarks/Corpus/AdyenTransferModels.swift)

AdyenTransferCategory = Literal[
    "bank",
    "card",
    "grants",
    "interest",
    "internal",
    "issuedCard",
    "migration",
    "platformPayment",
    "topUp",
    "upgrade",
]
AdyenTransferDirection = Literal["incoming", "outgoing"]
AdyenTransferEventType = Literal["accounting", "tracking", "tracing"]


class AdyenTransfer(Model, kw_only=True):
    id: str | None = None
    balancePlatform: str | None = None
    creationDate: datetime | None = None
    accountHolder: AdyenResourceReference | None = None
    amount: AdyenAmount
    balanceAccount: AdyenResourceReference | None = None
    category: AdyenTransferCategory
    categoryData: dict[str, Any] | None = None
    counterparty: AdyenCounterparty
    description: Annotated[str, Meta(max_length=140)] | None = None
    direction: AdyenTransferDirection | None = None
    reason: str | None = None
    reference: Annotated[str, Meta(max_length=80)] | None = None
    referenceForBeneficiary: str | None = None
    status: str
    networkReason: AdyenNetworkReason | None = None
    tracing: AdyenTracing | None = None
    balances: list[AdyenBalanceMutation] | None = None
    events: list[AdyenTransferEvent] | None = None
    sequenceNumber: int | None = None
    type: str | None = None


class AdyenResourceReference(Model, kw_only=True):
    id: str
    description: str | None = None
    reference: str | None = None


class AdyenAmount(Model, kw_only=True):
    currency: Annotated[str, Meta(pattern=r"^(?:[A-Z]{3})\Z")]
    value: int


class AdyenCounterparty(Model, kw_only=True):
    balanceAccountId: str | None = None
    transferInstrumentId: str | None = None
    bankAccount: dict[str, Any] | None = None
    merchant: dict[str, Any] | None = None


class AdyenNetworkReason(Model, kw_only=True):
    code: str | None = None
    description: str | None = None
    namespace: str | None = None


class AdyenTracing(Model, kw_only=True):
    type: str
    traceNumber: str | None = None
    fpid: str | None = None
    uetr: str | None = None


class AdyenBalanceMutation(Model, kw_only=True):
    currency: str | None = None
    balance: int | None = None
    received: int | None = None
    reserved: int | None = None


class AdyenTransferEvent(Model, kw_only=True):
    id: str | None = None
    type: AdyenTransferEventType | None = None
    status: str | None = None
    bookingDate: datetime | None = None
    valueDate: datetime | None = None
    transactionId: str | None = None
    mutations: list[AdyenBalanceMutation] | None = None
    eventsData: list[AdyenEventData] | None = None
    tracingData: AdyenTracing | None = None
    amount: AdyenAmount | None = None
    reason: str | None = None


class AdyenEventData(Model, kw_only=True):
    type: str
    interchangeAmount: AdyenAmount | None = None
    interchangeRateIndicator: str | None = None

# alpaca_trade_account.json (Benchmarks/HydrantBenchmarks/Corpus/AlpacaTradeAccountModels.swift)

AlpacaTradeAccountStatus = Literal[
    "ACCOUNT_CLOSED",
    "ACCOUNT_UPDATED",
    "ACTION_REQUIRED",
    "ACTIVE",
    "AML_REVIEW",
    "APPROVAL_PENDING",
    "APPROVED",
    "DISABLED",
    "DISABLE_PENDING",
    "EDITED",
    "INACTIVE",
    "KYC_SUBMITTED",
    "LIMITED",
    "ONBOARDING",
    "PAPER_ONLY",
    "REAPPROVAL_PENDING",
    "REJECTED",
    "RESUBMITTED",
    "SIGNED_UP",
    "SUBMISSION_FAILED",
    "SUBMITTED",
]
AlpacaTradeAccountCryptoStatus = Literal[
    "ACTIVE",
    "INACTIVE",
    "SUBMISSION_FAILED",
    "SUBMITTED",
    "APPROVAL_PENDING",
    "APPROVED",
    "REJECTED",
]


class AlpacaTradeAccount(Model, kw_only=True):
    id: UUID
    account_number: Annotated[str, Meta(pattern=r"^(?:[0-9A-Z]+)\Z")]
    status: AlpacaTradeAccountStatus
    crypto_status: AlpacaTradeAccountCryptoStatus | None = None
    currency: Annotated[str, Meta(pattern=r"^(?:[A-Z]{3})\Z")]
    cash: Decimal
    buying_power: Decimal
    regt_buying_power: Decimal
    daytrading_buying_power: Decimal
    non_marginable_buying_power: Decimal
    options_buying_power: Decimal | None = None
    accrued_fees: Decimal
    pending_transfer_in: Decimal | None = None
    pending_transfer_out: Decimal | None = None
    portfolio_value: Decimal
    equity: Decimal
    last_equity: Decimal
    long_market_value: Decimal
    short_market_value: Decimal
    initial_margin: Decimal
    maintenance_margin: Decimal
    last_maintenance_margin: Decimal
    sma: Decimal
    multiplier: Decimal
    pattern_day_trader: bool
    trading_blocked: bool
    transfers_blocked: bool
    account_blocked: bool
    trade_suspended_by_user: bool
    shorting_enabled: bool
    daytrade_count: Annotated[int, Meta(ge=0)]
    created_at: datetime
    options_approved_level: IntText | None = None
    options_trading_level: IntText | None = None

    def __post_init__(self) -> None:
        _require(self.buying_power >= 0, "buying_power", "must be at least 0")
        _require(self.regt_buying_power >= 0, "regt_buying_power", "must be at least 0")
        _require(self.daytrading_buying_power >= 0, "daytrading_buying_power", "must be at least 0")
        _require(self.non_marginable_buying_power >= 0, "non_marginable_buying_power", "must be at least 0")
        _require(1 <= self.multiplier <= 4, "multiplier", "must be between 1 and 4")
        _require(
            self.options_approved_level is None or 0 <= int(self.options_approved_level) <= 3,
            "options_approved_level",
            "must be between 0 and 3",
        )
        _require(
            self.options_trading_level is None or 0 <= int(self.options_trading_level) <= 3,
            "options_trading_level",
            "must be between 0 and 3",
        )

# alpaca_broker_account.json (Benchmarks/HydrantBenchmarks/Corpus/AlpacaBrokerAccountModels.swift)

AlpacaBrokerAccountStatus = Literal[
    "ACCOUNT_CLOSED",
    "ACCOUNT_UPDATED",
    "ACTION_REQUIRED",
    "ACTIVE",
    "AML_REVIEW",
    "APPROVAL_PENDING",
    "APPROVED",
    "DISABLED",
    "DISABLE_PENDING",
    "EDITED",
    "INACTIVE",
    "KYC_SUBMITTED",
    "LIMITED",
    "ONBOARDING",
    "PAPER_ONLY",
    "REAPPROVAL_PENDING",
    "REJECTED",
    "RESUBMITTED",
    "SIGNED_UP",
    "SUBMISSION_FAILED",
    "SUBMITTED",
]
AlpacaBrokerAccountCryptoStatus = Literal[
    "ACTIVE",
    "INACTIVE",
    "SUBMISSION_FAILED",
    "SUBMITTED",
    "APPROVAL_PENDING",
    "APPROVED",
    "REJECTED",
]
AlpacaBrokerAccountType = Literal["trading", "custodial", "donor_advised", "ira", "hsa"]
AlpacaBrokerAccountFundingSource = Literal[
    "employment_income",
    "investments",
    "inheritance",
    "business_income",
    "savings",
    "family",
]
AlpacaBrokerAccountAgreementType = Literal[
    "margin_agreement",
    "account_agreement",
    "customer_agreement",
    "crypto_agreement",
    "options_agreement",
    "custodial_customer_agreement",
]


class AlpacaBrokerAccount(Model, kw_only=True):
    id: UUID
    account_number: Annotated[str, Meta(pattern=r"^(?:[0-9A-Z]+)\Z")]
    status: AlpacaBrokerAccountStatus
    crypto_status: AlpacaBrokerAccountCryptoStatus | None = None
    currency: Annotated[str, Meta(pattern=r"^(?:[A-Z]{3})\Z")]
    last_equity: Decimal
    created_at: datetime
    contact: AlpacaBrokerAccountContact
    identity: AlpacaBrokerAccountIdentity
    disclosures: AlpacaBrokerAccountDisclosures
    agreements: Annotated[list[AlpacaBrokerAccountAgreement], Meta(min_length=1)]
    documents: list[AlpacaBrokerAccountDocument] | None = None
    trusted_contact: AlpacaBrokerAccountTrustedContact | None = None
    account_type: AlpacaBrokerAccountType | None = None
    account_sub_type: str | None = None
    trading_configurations: dict[str, Any] | None = None
    kyc_results: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        _require(self.last_equity >= 0, "last_equity", "must be at least 0")


class AlpacaBrokerAccountContact(Model, kw_only=True):
    email_address: Annotated[str, Meta(pattern=r"^(?:.+@.+)\Z")]  # @Sensitive
    phone_number: str | None = None  # @Sensitive
    street_address: list[str]
    unit: str | None = None
    city: str
    state: str | None = None
    postal_code: str | None = None
    country: str | None = None


class AlpacaBrokerAccountIdentity(Model, kw_only=True):
    given_name: str
    middle_name: str | None = None
    family_name: str
    date_of_birth: date  # @Sensitive
    tax_id_type: str | None = None
    country_of_citizenship: Annotated[str, Meta(pattern=r"^(?:[A-Z]{3})\Z")] | None = None
    country_of_birth: Annotated[str, Meta(pattern=r"^(?:[A-Z]{3})\Z")] | None = None
    country_of_tax_residence: Annotated[str, Meta(pattern=r"^(?:[A-Z]{3})\Z")]
    funding_source: list[AlpacaBrokerAccountFundingSource]
    visa_type: str | None = None
    visa_expiration_date: date | None = None
    date_of_departure_from_usa: date | None = None
    permanent_resident: bool | None = None


class AlpacaBrokerAccountDisclosures(Model, kw_only=True):
    is_control_person: bool
    is_affiliated_exchange_or_finra: bool
    is_politically_exposed: bool
    immediate_family_exposed: bool
    is_discretionary: bool = False  # @Default(false)


class AlpacaBrokerAccountAgreement(Model, kw_only=True):
    agreement: AlpacaBrokerAccountAgreementType
    signed_at: datetime
    ip_address: Annotated[str, Meta(pattern=r"^(?:[0-9a-fA-F.:]+)\Z")]
    revision: str | None = None


class AlpacaBrokerAccountDocument(Model, kw_only=True):
    id: UUID
    document_type: str
    document_sub_type: str | None = None
    created_at: datetime


class AlpacaBrokerAccountTrustedContact(Model, kw_only=True):
    given_name: str
    family_name: str
    email_address: Annotated[str, Meta(pattern=r"^(?:.+@.+)\Z")] | None = None
    phone_number: str | None = None


CORPUS: dict[str, type[Model]] = {
    "stripe_charge": StripeCharge,
    "github_issue_milestoned": GitHubIssuesEvent,
    "kubernetes_deployment": KubernetesDeployment,
    "adyen_transfer": AdyenTransfer,
    "alpaca_trade_account": AlpacaTradeAccount,
    "alpaca_broker_account": AlpacaBrokerAccount,
}
"""Each payload's root type, by the payload's name (Benchmarks/Data/corpus/<name>.json)."""


def main() -> None:
    corpus = Path(__file__).resolve().parent.parent / "Benchmarks" / "Data" / "corpus"
    for name, root in CORPUS.items():
        data = (corpus / f"{name}.json").read_bytes()
        first = msgspec.json.decode(data, type=root)
        encoded = msgspec.json.encode(first)
        second = msgspec.json.decode(encoded, type=root)
        assert second == first, f"{name}: the model differs after encoding and decoding again"
        print(f"{name}: {len(data)} bytes -> {root.__name__} -> {len(encoded)} bytes -> equal")


if __name__ == "__main__":
    main()
