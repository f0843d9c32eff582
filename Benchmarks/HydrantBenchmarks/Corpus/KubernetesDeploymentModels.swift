// Built with the package trait Macros (on by default); the performance gate builds without it.
#if Macros
    import Foundation
    import HydrantMacros

    // Benchmarks/Data/corpus/kubernetes_deployment.json: an apps/v1 Deployment as the API server returned
    // it (kubernetes/kubectl, pkg/cmd/edit/testdata/testcase-edit-subresource-status/0.response), modelled
    // the way MappingWithMacros.md and Conversions.md teach. Its keys are camelCase: `@Mappable` keeps
    // property names as keys.
    //
    // Field kinds: deep nesting (spec.template.spec.containers[0].resources: six levels); a UUID
    // (`metadata.uid`); RFC 3339 dates (`creationTimestamp`, conditions' times); free-form maps
    // (`labels`, `annotations`, `matchLabels` as `[String: String]`, `securityContext` as `[String: JSON]`,
    // int-or-string `maxSurge` as `JSON`); string enums (`strategy.type`, `dnsPolicy`, `restartPolicy`,
    // `imagePullPolicy`, condition `type` and `status`); nested lists of objects (`containers`,
    // `conditions`); many absent optional members (`deletionTimestamp`, `ownerReferences`, `ports`, `env`,
    // `unavailableReplicas`, an empty `resources` object, …) and `@Default` for two absent ones
    // (`minReadySeconds`, `paused`); a key that needs `@Key` (`operator`); rules (`apiVersion` and `kind`
    // constants, `name` pattern, `containers` not empty, `replicas` `min(0)`, container `name` length,
    // `containerPort` range).

    // MARK: @Mappable models

    @Mappable
    enum KubernetesDeploymentStrategyType: String, Equatable, Sendable, CaseIterable {
        case recreate = "Recreate"
        case rollingUpdate = "RollingUpdate"
    }

    @Mappable
    enum KubernetesRestartPolicy: String, Equatable, Sendable, CaseIterable {
        case always = "Always"
        case onFailure = "OnFailure"
        case never = "Never"
    }

    /// `Default` (the node's DNS settings) is `inheritFromNode`.
    @Mappable
    enum KubernetesDNSPolicy: String, Equatable, Sendable, CaseIterable {
        case clusterFirst = "ClusterFirst"
        case clusterFirstWithHostNet = "ClusterFirstWithHostNet"
        case inheritFromNode = "Default"
        case none = "None"
    }

    @Mappable
    enum KubernetesPullPolicy: String, Equatable, Sendable, CaseIterable {
        case always = "Always"
        case ifNotPresent = "IfNotPresent"
        case never = "Never"
    }

    @Mappable
    enum KubernetesTerminationMessagePolicy: String, Equatable, Sendable, CaseIterable {
        case file = "File"
        case fallbackToLogsOnError = "FallbackToLogsOnError"
    }

    @Mappable
    enum KubernetesDeploymentConditionType: String, Equatable, Sendable, CaseIterable {
        case available = "Available"
        case progressing = "Progressing"
        case replicaFailure = "ReplicaFailure"
    }

    @Mappable
    enum KubernetesConditionStatus: String, Equatable, Sendable, CaseIterable {
        case isTrue = "True"
        case isFalse = "False"
        case unknown = "Unknown"
    }

    /// An apps/v1 Deployment as the API server returns it: the document's root.
    @Mappable
    struct KubernetesDeployment: Equatable, Sendable {
        @Validate(.equal(to: "apps/v1")) let apiVersion: String
        @Validate(.equal(to: "Deployment")) let kind: String
        let metadata: KubernetesObjectMeta
        let spec: KubernetesDeploymentSpec
        let status: KubernetesDeploymentStatus?
    }

    @Mappable
    struct KubernetesObjectMeta: Equatable, Sendable {
        /// A DNS subdomain name; absent in a pod template's metadata.
        @Validate(.maxLength(253), .matches("[a-z0-9]([-a-z0-9.]*[a-z0-9])?")) let name: String?
        let namespace: String?
        let uid: UUID?
        let resourceVersion: String?
        let generation: Int64?
        let creationTimestamp: Date?
        /// Absent from this document.
        let deletionTimestamp: Date?
        let labels: [String: String]?
        let annotations: [String: String]?
        /// Absent from this document.
        let ownerReferences: [KubernetesOwnerReference]?
    }

    @Mappable
    struct KubernetesOwnerReference: Equatable, Sendable {
        let apiVersion: String
        let kind: String
        let name: String
        let uid: UUID
        let controller: Bool?
        let blockOwnerDeletion: Bool?
    }

    @Mappable
    struct KubernetesDeploymentSpec: Equatable, Sendable {
        @Validate(.min(0)) let replicas: Int?
        let selector: KubernetesLabelSelector
        let template: KubernetesPodTemplateSpec
        let strategy: KubernetesDeploymentStrategy?
        /// Absent from this document: 0.
        @Default(0) let minReadySeconds: Int
        let revisionHistoryLimit: Int?
        /// Absent from this document: false.
        @Default(false) let paused: Bool
        let progressDeadlineSeconds: Int?
    }

    @Mappable
    struct KubernetesLabelSelector: Equatable, Sendable {
        let matchLabels: [String: String]?
        /// Absent from this document.
        let matchExpressions: [KubernetesLabelSelectorRequirement]?
    }

    @Mappable
    struct KubernetesLabelSelectorRequirement: Equatable, Sendable {
        let key: String
        /// `In`, `NotIn`, `Exists` or `DoesNotExist`.
        @Key("operator") let selectorOperator: String
        let values: [String]?
    }

    @Mappable
    struct KubernetesDeploymentStrategy: Equatable, Sendable {
        let type: KubernetesDeploymentStrategyType?
        let rollingUpdate: KubernetesRollingUpdateDeployment?
    }

    @Mappable
    struct KubernetesRollingUpdateDeployment: Equatable, Sendable {
        /// An int-or-string (`1` or `"25%"`): any JSON.
        let maxSurge: JSON?
        let maxUnavailable: JSON?
    }

    @Mappable
    struct KubernetesPodTemplateSpec: Equatable, Sendable {
        let metadata: KubernetesObjectMeta?
        let spec: KubernetesPodSpec
    }

    @Mappable
    struct KubernetesPodSpec: Equatable, Sendable {
        @Validate(.minLength(1)) let containers: [KubernetesContainer]
        let restartPolicy: KubernetesRestartPolicy?
        let terminationGracePeriodSeconds: Int64?
        let dnsPolicy: KubernetesDNSPolicy?
        /// Absent from this document.
        let nodeSelector: [String: String]?
        /// Absent from this document.
        let serviceAccountName: String?
        /// Empty in this document: any members.
        let securityContext: [String: JSON]?
        let schedulerName: String?
    }

    @Mappable
    struct KubernetesContainer: Equatable, Sendable {
        @Validate(.maxLength(63)) let name: String
        let image: String?
        let command: [String]?
        let args: [String]?
        /// Absent from this document.
        let ports: [KubernetesContainerPort]?
        /// Absent from this document.
        let env: [KubernetesEnvVar]?
        let resources: KubernetesResourceRequirements?
        let terminationMessagePath: String?
        let terminationMessagePolicy: KubernetesTerminationMessagePolicy?
        let imagePullPolicy: KubernetesPullPolicy?
    }

    @Mappable
    struct KubernetesContainerPort: Equatable, Sendable {
        let name: String?
        @Validate(.range(1...65535)) let containerPort: Int
        /// `TCP`, `UDP` or `SCTP`.
        @Key("protocol") let transportProtocol: String?
    }

    @Mappable
    struct KubernetesEnvVar: Equatable, Sendable {
        let name: String
        let value: String?
    }

    /// Both members are absent in this document (`"resources": {}`).
    @Mappable
    struct KubernetesResourceRequirements: Equatable, Sendable {
        /// Quantities such as `"500m"` and `"128Mi"`, by resource name.
        let limits: [String: String]?
        let requests: [String: String]?
    }

    @Mappable
    struct KubernetesDeploymentStatus: Equatable, Sendable {
        let observedGeneration: Int64?
        let replicas: Int?
        let updatedReplicas: Int?
        let readyReplicas: Int?
        let availableReplicas: Int?
        /// Absent from this document.
        let unavailableReplicas: Int?
        let conditions: [KubernetesDeploymentCondition]?
        /// Absent from this document.
        let collisionCount: Int?
    }

    @Mappable
    struct KubernetesDeploymentCondition: Equatable, Sendable {
        let type: KubernetesDeploymentConditionType
        let status: KubernetesConditionStatus
        let lastUpdateTime: Date?
        let lastTransitionTime: Date?
        let reason: String?
        let message: String?
    }

    // MARK: Codable twins

    // Each @Mappable type has a Codable twin (suffix `Codable`): the same fields, keys and Swift types,
    // decodable with a plain `JSONDecoder()`. A twin whose type has a date, a number in a string, a URL, a
    // rule or a default decodes by hand (and encodes by hand when a member has a format of its own), so
    // that it reads and writes the JSON the @Mappable type reads and writes and rejects what it rejects
    // (dates checked field by field, URLs for a scheme, numbers in strings for JSON syntax). Differences
    // that remain: Foundation writes a `UUID` in upper case, Hydrant in lower case.

    enum KubernetesDeploymentStrategyTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case recreate = "Recreate"
        case rollingUpdate = "RollingUpdate"
    }

    enum KubernetesRestartPolicyCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case always = "Always"
        case onFailure = "OnFailure"
        case never = "Never"
    }

    enum KubernetesDNSPolicyCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case clusterFirst = "ClusterFirst"
        case clusterFirstWithHostNet = "ClusterFirstWithHostNet"
        case inheritFromNode = "Default"
        case none = "None"
    }

    enum KubernetesPullPolicyCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case always = "Always"
        case ifNotPresent = "IfNotPresent"
        case never = "Never"
    }

    enum KubernetesTerminationMessagePolicyCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case file = "File"
        case fallbackToLogsOnError = "FallbackToLogsOnError"
    }

    enum KubernetesDeploymentConditionTypeCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case available = "Available"
        case progressing = "Progressing"
        case replicaFailure = "ReplicaFailure"
    }

    enum KubernetesConditionStatusCodable: String, Codable, Equatable, Sendable, CaseIterable {
        case isTrue = "True"
        case isFalse = "False"
        case unknown = "Unknown"
    }

    struct KubernetesDeploymentCodable: Codable, Equatable, Sendable {
        let apiVersion: String
        let kind: String
        let metadata: KubernetesObjectMetaCodable
        let spec: KubernetesDeploymentSpecCodable
        let status: KubernetesDeploymentStatusCodable?

        enum CodingKeys: String, CodingKey {
            case apiVersion
            case kind
            case metadata
            case spec
            case status
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            apiVersion = try container.decode(String.self, forKey: .apiVersion)
            guard apiVersion == "apps/v1" else {
                throw DecodingError.dataCorruptedError(
                    forKey: .apiVersion, in: container, debugDescription: "must be \"apps/v1\"")
            }
            kind = try container.decode(String.self, forKey: .kind)
            guard kind == "Deployment" else {
                throw DecodingError.dataCorruptedError(
                    forKey: .kind, in: container, debugDescription: "must be \"Deployment\"")
            }
            metadata = try container.decode(KubernetesObjectMetaCodable.self, forKey: .metadata)
            spec = try container.decode(KubernetesDeploymentSpecCodable.self, forKey: .spec)
            status = try container.decodeIfPresent(KubernetesDeploymentStatusCodable.self, forKey: .status)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct KubernetesObjectMetaCodable: Codable, Equatable, Sendable {
        let name: String?
        let namespace: String?
        let uid: UUID?
        let resourceVersion: String?
        let generation: Int64?
        let creationTimestamp: Date?
        let deletionTimestamp: Date?
        let labels: [String: String]?
        let annotations: [String: String]?
        let ownerReferences: [KubernetesOwnerReferenceCodable]?

        enum CodingKeys: String, CodingKey {
            case name
            case namespace
            case uid
            case resourceVersion
            case generation
            case creationTimestamp
            case deletionTimestamp
            case labels
            case annotations
            case ownerReferences
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            if let name, !(name.count <= 253) {
                throw DecodingError.dataCorruptedError(
                    forKey: .name, in: container, debugDescription: "must have a count of at most 253")
            }
            if let name,
                !(!name.isEmpty
                    && name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == ".") })
                    && name.first != "-" && name.first != "." && name.last != "-" && name.last != ".")
            {
                throw DecodingError.dataCorruptedError(
                    forKey: .name, in: container, debugDescription: "must match /[a-z0-9]([-a-z0-9.]*[a-z0-9])?/")
            }
            namespace = try container.decodeIfPresent(String.self, forKey: .namespace)
            uid = try container.decodeIfPresent(UUID.self, forKey: .uid)
            resourceVersion = try container.decodeIfPresent(String.self, forKey: .resourceVersion)
            generation = try container.decodeIfPresent(Int64.self, forKey: .generation)
            creationTimestamp = try container.kubernetesDateIfPresent(forKey: .creationTimestamp)
            deletionTimestamp = try container.kubernetesDateIfPresent(forKey: .deletionTimestamp)
            labels = try container.decodeIfPresent([String: String].self, forKey: .labels)
            annotations = try container.decodeIfPresent([String: String].self, forKey: .annotations)
            ownerReferences = try container.decodeIfPresent(
                [KubernetesOwnerReferenceCodable].self, forKey: .ownerReferences)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(name, forKey: .name)
            try container.encodeIfPresent(namespace, forKey: .namespace)
            try container.encodeIfPresent(uid, forKey: .uid)
            try container.encodeIfPresent(resourceVersion, forKey: .resourceVersion)
            try container.encodeIfPresent(generation, forKey: .generation)
            try container.encodeKubernetesDateIfPresent(creationTimestamp, forKey: .creationTimestamp)
            try container.encodeKubernetesDateIfPresent(deletionTimestamp, forKey: .deletionTimestamp)
            try container.encodeIfPresent(labels, forKey: .labels)
            try container.encodeIfPresent(annotations, forKey: .annotations)
            try container.encodeIfPresent(ownerReferences, forKey: .ownerReferences)
        }
    }

    struct KubernetesOwnerReferenceCodable: Codable, Equatable, Sendable {
        let apiVersion: String
        let kind: String
        let name: String
        let uid: UUID
        let controller: Bool?
        let blockOwnerDeletion: Bool?

        enum CodingKeys: String, CodingKey {
            case apiVersion
            case kind
            case name
            case uid
            case controller
            case blockOwnerDeletion
        }
    }

    struct KubernetesDeploymentSpecCodable: Codable, Equatable, Sendable {
        let replicas: Int?
        let selector: KubernetesLabelSelectorCodable
        let template: KubernetesPodTemplateSpecCodable
        let strategy: KubernetesDeploymentStrategyCodable?
        let minReadySeconds: Int
        let revisionHistoryLimit: Int?
        let paused: Bool
        let progressDeadlineSeconds: Int?

        enum CodingKeys: String, CodingKey {
            case replicas
            case selector
            case template
            case strategy
            case minReadySeconds
            case revisionHistoryLimit
            case paused
            case progressDeadlineSeconds
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            replicas = try container.decodeIfPresent(Int.self, forKey: .replicas)
            if let replicas, !(replicas >= 0) {
                throw DecodingError.dataCorruptedError(
                    forKey: .replicas, in: container, debugDescription: "must be at least 0")
            }
            selector = try container.decode(KubernetesLabelSelectorCodable.self, forKey: .selector)
            template = try container.decode(KubernetesPodTemplateSpecCodable.self, forKey: .template)
            strategy = try container.decodeIfPresent(KubernetesDeploymentStrategyCodable.self, forKey: .strategy)
            // @Default(0): a missing value or `null` is the default.
            minReadySeconds = try container.decodeIfPresent(Int.self, forKey: .minReadySeconds) ?? 0
            revisionHistoryLimit = try container.decodeIfPresent(Int.self, forKey: .revisionHistoryLimit)
            // @Default(false): a missing value or `null` is the default.
            paused = try container.decodeIfPresent(Bool.self, forKey: .paused) ?? false
            progressDeadlineSeconds = try container.decodeIfPresent(Int.self, forKey: .progressDeadlineSeconds)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct KubernetesLabelSelectorCodable: Codable, Equatable, Sendable {
        let matchLabels: [String: String]?
        let matchExpressions: [KubernetesLabelSelectorRequirementCodable]?

        enum CodingKeys: String, CodingKey {
            case matchLabels
            case matchExpressions
        }
    }

    struct KubernetesLabelSelectorRequirementCodable: Codable, Equatable, Sendable {
        let key: String
        let selectorOperator: String
        let values: [String]?

        enum CodingKeys: String, CodingKey {
            case key
            case selectorOperator = "operator"
            case values
        }
    }

    struct KubernetesDeploymentStrategyCodable: Codable, Equatable, Sendable {
        let type: KubernetesDeploymentStrategyTypeCodable?
        let rollingUpdate: KubernetesRollingUpdateDeploymentCodable?

        enum CodingKeys: String, CodingKey {
            case type
            case rollingUpdate
        }
    }

    struct KubernetesRollingUpdateDeploymentCodable: Codable, Equatable, Sendable {
        let maxSurge: JSON?
        let maxUnavailable: JSON?

        enum CodingKeys: String, CodingKey {
            case maxSurge
            case maxUnavailable
        }
    }

    struct KubernetesPodTemplateSpecCodable: Codable, Equatable, Sendable {
        let metadata: KubernetesObjectMetaCodable?
        let spec: KubernetesPodSpecCodable

        enum CodingKeys: String, CodingKey {
            case metadata
            case spec
        }
    }

    struct KubernetesPodSpecCodable: Codable, Equatable, Sendable {
        let containers: [KubernetesContainerCodable]
        let restartPolicy: KubernetesRestartPolicyCodable?
        let terminationGracePeriodSeconds: Int64?
        let dnsPolicy: KubernetesDNSPolicyCodable?
        let nodeSelector: [String: String]?
        let serviceAccountName: String?
        let securityContext: [String: JSON]?
        let schedulerName: String?

        enum CodingKeys: String, CodingKey {
            case containers
            case restartPolicy
            case terminationGracePeriodSeconds
            case dnsPolicy
            case nodeSelector
            case serviceAccountName
            case securityContext
            case schedulerName
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            containers = try container.decode([KubernetesContainerCodable].self, forKey: .containers)
            guard containers.count >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .containers, in: container, debugDescription: "must have a count of at least 1")
            }
            restartPolicy = try container.decodeIfPresent(KubernetesRestartPolicyCodable.self, forKey: .restartPolicy)
            terminationGracePeriodSeconds = try container.decodeIfPresent(
                Int64.self, forKey: .terminationGracePeriodSeconds)
            dnsPolicy = try container.decodeIfPresent(KubernetesDNSPolicyCodable.self, forKey: .dnsPolicy)
            nodeSelector = try container.decodeIfPresent([String: String].self, forKey: .nodeSelector)
            serviceAccountName = try container.decodeIfPresent(String.self, forKey: .serviceAccountName)
            securityContext = try container.decodeIfPresent([String: JSON].self, forKey: .securityContext)
            schedulerName = try container.decodeIfPresent(String.self, forKey: .schedulerName)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct KubernetesContainerCodable: Codable, Equatable, Sendable {
        let name: String
        let image: String?
        let command: [String]?
        let args: [String]?
        let ports: [KubernetesContainerPortCodable]?
        let env: [KubernetesEnvVarCodable]?
        let resources: KubernetesResourceRequirementsCodable?
        let terminationMessagePath: String?
        let terminationMessagePolicy: KubernetesTerminationMessagePolicyCodable?
        let imagePullPolicy: KubernetesPullPolicyCodable?

        enum CodingKeys: String, CodingKey {
            case name
            case image
            case command
            case args
            case ports
            case env
            case resources
            case terminationMessagePath
            case terminationMessagePolicy
            case imagePullPolicy
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            guard name.count <= 63 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .name, in: container, debugDescription: "must have a count of at most 63")
            }
            image = try container.decodeIfPresent(String.self, forKey: .image)
            command = try container.decodeIfPresent([String].self, forKey: .command)
            args = try container.decodeIfPresent([String].self, forKey: .args)
            ports = try container.decodeIfPresent([KubernetesContainerPortCodable].self, forKey: .ports)
            env = try container.decodeIfPresent([KubernetesEnvVarCodable].self, forKey: .env)
            resources = try container.decodeIfPresent(KubernetesResourceRequirementsCodable.self, forKey: .resources)
            terminationMessagePath = try container.decodeIfPresent(String.self, forKey: .terminationMessagePath)
            terminationMessagePolicy = try container.decodeIfPresent(
                KubernetesTerminationMessagePolicyCodable.self, forKey: .terminationMessagePolicy)
            imagePullPolicy = try container.decodeIfPresent(KubernetesPullPolicyCodable.self, forKey: .imagePullPolicy)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct KubernetesContainerPortCodable: Codable, Equatable, Sendable {
        let name: String?
        let containerPort: Int
        let transportProtocol: String?

        enum CodingKeys: String, CodingKey {
            case name
            case containerPort
            case transportProtocol = "protocol"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            containerPort = try container.decode(Int.self, forKey: .containerPort)
            guard (1...65535).contains(containerPort) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .containerPort, in: container, debugDescription: "must be between 1 and 65535")
            }
            transportProtocol = try container.decodeIfPresent(String.self, forKey: .transportProtocol)
        }

        // Encoding is synthesized: no member needs a format of its own.
    }

    struct KubernetesEnvVarCodable: Codable, Equatable, Sendable {
        let name: String
        let value: String?

        enum CodingKeys: String, CodingKey {
            case name
            case value
        }
    }

    struct KubernetesResourceRequirementsCodable: Codable, Equatable, Sendable {
        let limits: [String: String]?
        let requests: [String: String]?

        enum CodingKeys: String, CodingKey {
            case limits
            case requests
        }
    }

    struct KubernetesDeploymentStatusCodable: Codable, Equatable, Sendable {
        let observedGeneration: Int64?
        let replicas: Int?
        let updatedReplicas: Int?
        let readyReplicas: Int?
        let availableReplicas: Int?
        let unavailableReplicas: Int?
        let conditions: [KubernetesDeploymentConditionCodable]?
        let collisionCount: Int?

        enum CodingKeys: String, CodingKey {
            case observedGeneration
            case replicas
            case updatedReplicas
            case readyReplicas
            case availableReplicas
            case unavailableReplicas
            case conditions
            case collisionCount
        }
    }

    struct KubernetesDeploymentConditionCodable: Codable, Equatable, Sendable {
        let type: KubernetesDeploymentConditionTypeCodable
        let status: KubernetesConditionStatusCodable
        let lastUpdateTime: Date?
        let lastTransitionTime: Date?
        let reason: String?
        let message: String?

        enum CodingKeys: String, CodingKey {
            case type
            case status
            case lastUpdateTime
            case lastTransitionTime
            case reason
            case message
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(KubernetesDeploymentConditionTypeCodable.self, forKey: .type)
            status = try container.decode(KubernetesConditionStatusCodable.self, forKey: .status)
            lastUpdateTime = try container.kubernetesDateIfPresent(forKey: .lastUpdateTime)
            lastTransitionTime = try container.kubernetesDateIfPresent(forKey: .lastTransitionTime)
            reason = try container.decodeIfPresent(String.self, forKey: .reason)
            message = try container.decodeIfPresent(String.self, forKey: .message)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encode(status, forKey: .status)
            try container.encodeKubernetesDateIfPresent(lastUpdateTime, forKey: .lastUpdateTime)
            try container.encodeKubernetesDateIfPresent(lastTransitionTime, forKey: .lastTransitionTime)
            try container.encodeIfPresent(reason, forKey: .reason)
            try container.encodeIfPresent(message, forKey: .message)
        }
    }

    // MARK: Codable helpers (what the @Mappable models' mappers read and write)

    extension KeyedDecodingContainer {
        /// An RFC 3339 date (fractional seconds and any offset), as a `Date` property reads it.
        /// A missing value or `null` is `nil`.
        fileprivate func kubernetesDateIfPresent(forKey key: Key) throws -> Date? {
            guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = Self.kubernetesHasValidFields(text) ? (try? Date.ISO8601FormatStyle().parse(text)) : nil
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "not an RFC 3339 date")
            }
            return value
        }

        /// Whether the calendar fields of `text` (`yyyy-MM-dd`, then `THH:mm:ss` when it goes on) are in range:
        /// Foundation's ISO 8601 parser rolls `02-30` over into March, where Hydrant's rejects it.
        fileprivate static func kubernetesHasValidFields(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            func number(_ start: Int, _ count: Int) -> Int? {
                guard start + count <= bytes.count else { return nil }
                var value = 0
                for byte in bytes[start..<(start + count)] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2), (1...12).contains(month)
            else {
                return false
            }
            let isLeapYear = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            guard (1...days).contains(day) else { return false }
            guard bytes.count > 10 else { return true }
            guard let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else { return false }
            return hour <= 23 && minute <= 59 && second <= 60
        }
    }

    extension KeyedEncodingContainer {
        /// Writes an RFC 3339 date in whole seconds with `Z`, as Hydrant writes a `Date`.
        fileprivate mutating func encodeKubernetesDate(_ value: Date, forKey key: Key) throws {
            try encode(value.formatted(.iso8601), forKey: key)
        }

        fileprivate mutating func encodeKubernetesDateIfPresent(_ value: Date?, forKey key: Key) throws {
            if let value { try encodeKubernetesDate(value, forKey: key) }
        }
    }
#endif
