/* gv_cuda_runtime_api.h -- the host side of CUDA's runtime API, as declarations: enough for the host
 * code of a whole .cu file (its main, cudaMalloc, cudaMemcpy, streams, events, <<<...>>> launches,
 * graphs: gv_cuda_graph_api.h)
 * to compile. gpuverify compiles device code only, so none of this is ever called. Included by
 * cuda.h.
 */
#ifndef __GV_CUDA_RUNTIME_API_H
#define __GV_CUDA_RUNTIME_API_H

/* Every error CUDA 12 and 13 name, with their values (host code compares and prints them). */
typedef enum cudaError {
  cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2, cudaErrorInitializationError =
  3, cudaErrorCudartUnloading = 4, cudaErrorProfilerDisabled = 5, cudaErrorProfilerNotInitialized = 6,
  cudaErrorProfilerAlreadyStarted = 7, cudaErrorProfilerAlreadyStopped = 8, cudaErrorInvalidConfiguration =
  9, cudaErrorInvalidPitchValue = 12, cudaErrorInvalidSymbol = 13, cudaErrorInvalidHostPointer = 16,
  cudaErrorInvalidDevicePointer = 17, cudaErrorInvalidTexture = 18, cudaErrorInvalidTextureBinding = 19,
  cudaErrorInvalidChannelDescriptor = 20, cudaErrorInvalidMemcpyDirection = 21, cudaErrorAddressOfConstant =
  22, cudaErrorTextureFetchFailed = 23, cudaErrorTextureNotBound = 24, cudaErrorSynchronizationError = 25,
  cudaErrorInvalidFilterSetting = 26, cudaErrorInvalidNormSetting = 27, cudaErrorMixedDeviceExecution = 28,
  cudaErrorNotYetImplemented = 31, cudaErrorMemoryValueTooLarge = 32, cudaErrorStubLibrary = 34,
  cudaErrorInsufficientDriver = 35, cudaErrorCallRequiresNewerDriver = 36, cudaErrorInvalidSurface = 37,
  cudaErrorDuplicateVariableName = 43, cudaErrorDuplicateTextureName = 44, cudaErrorDuplicateSurfaceName =
  45, cudaErrorDevicesUnavailable = 46, cudaErrorIncompatibleDriverContext = 49,
  cudaErrorMissingConfiguration = 52, cudaErrorPriorLaunchFailure = 53, cudaErrorLaunchMaxDepthExceeded =
  65, cudaErrorLaunchFileScopedTex = 66, cudaErrorLaunchFileScopedSurf = 67, cudaErrorSyncDepthExceeded =
  68, cudaErrorLaunchPendingCountExceeded = 69, cudaErrorInvalidDeviceFunction = 98, cudaErrorNoDevice =
  100, cudaErrorInvalidDevice = 101, cudaErrorDeviceNotLicensed = 102,
  cudaErrorSoftwareValidityNotEstablished = 103, cudaErrorStartupFailure = 127, cudaErrorInvalidKernelImage
  = 200, cudaErrorDeviceUninitialized = 201, cudaErrorMapBufferObjectFailed = 205,
  cudaErrorUnmapBufferObjectFailed = 206, cudaErrorArrayIsMapped = 207, cudaErrorAlreadyMapped = 208,
  cudaErrorNoKernelImageForDevice = 209, cudaErrorAlreadyAcquired = 210, cudaErrorNotMapped = 211,
  cudaErrorNotMappedAsArray = 212, cudaErrorNotMappedAsPointer = 213, cudaErrorECCUncorrectable = 214,
  cudaErrorUnsupportedLimit = 215, cudaErrorDeviceAlreadyInUse = 216, cudaErrorPeerAccessUnsupported = 217,
  cudaErrorInvalidPtx = 218, cudaErrorInvalidGraphicsContext = 219, cudaErrorNvlinkUncorrectable = 220,
  cudaErrorJitCompilerNotFound = 221, cudaErrorUnsupportedPtxVersion = 222, cudaErrorJitCompilationDisabled
  = 223, cudaErrorUnsupportedExecAffinity = 224, cudaErrorUnsupportedDevSideSync = 225, cudaErrorContained =
  226, cudaErrorInvalidSource = 300, cudaErrorFileNotFound = 301, cudaErrorSharedObjectSymbolNotFound = 302,
  cudaErrorSharedObjectInitFailed = 303, cudaErrorOperatingSystem = 304, cudaErrorInvalidResourceHandle =
  400, cudaErrorIllegalState = 401, cudaErrorLossyQuery = 402, cudaErrorSymbolNotFound = 500,
  cudaErrorNotReady = 600, cudaErrorIllegalAddress = 700, cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchTimeout = 702, cudaErrorLaunchIncompatibleTexturing = 703,
  cudaErrorPeerAccessAlreadyEnabled = 704, cudaErrorPeerAccessNotEnabled = 705, cudaErrorSetOnActiveProcess
  = 708, cudaErrorContextIsDestroyed = 709, cudaErrorAssert = 710, cudaErrorTooManyPeers = 711,
  cudaErrorHostMemoryAlreadyRegistered = 712, cudaErrorHostMemoryNotRegistered = 713,
  cudaErrorHardwareStackError = 714, cudaErrorIllegalInstruction = 715, cudaErrorMisalignedAddress = 716,
  cudaErrorInvalidAddressSpace = 717, cudaErrorInvalidPc = 718, cudaErrorLaunchFailure = 719,
  cudaErrorCooperativeLaunchTooLarge = 720, cudaErrorTensorMemoryLeak = 721, cudaErrorNotPermitted = 800,
  cudaErrorNotSupported = 801, cudaErrorSystemNotReady = 802, cudaErrorSystemDriverMismatch = 803,
  cudaErrorCompatNotSupportedOnDevice = 804, cudaErrorMpsConnectionFailed = 805, cudaErrorMpsRpcFailure =
  806, cudaErrorMpsServerNotReady = 807, cudaErrorMpsMaxClientsReached = 808,
  cudaErrorMpsMaxConnectionsReached = 809, cudaErrorMpsClientTerminated = 810, cudaErrorCdpNotSupported =
  811, cudaErrorCdpVersionMismatch = 812, cudaErrorStreamCaptureUnsupported = 900,
  cudaErrorStreamCaptureInvalidated = 901, cudaErrorStreamCaptureMerge = 902,
  cudaErrorStreamCaptureUnmatched = 903, cudaErrorStreamCaptureUnjoined = 904,
  cudaErrorStreamCaptureIsolation = 905, cudaErrorStreamCaptureImplicit = 906, cudaErrorCapturedEvent = 907,
  cudaErrorStreamCaptureWrongThread = 908, cudaErrorTimeout = 909, cudaErrorGraphExecUpdateFailure = 910,
  cudaErrorExternalDevice = 911, cudaErrorInvalidClusterSize = 912, cudaErrorFunctionNotLoaded = 913,
  cudaErrorInvalidResourceType = 914, cudaErrorInvalidResourceConfiguration = 915, cudaErrorUnknown = 999,
  cudaErrorApiFailureBase = 10000
} cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
enum cudaFuncCache {
  cudaFuncCachePreferNone = 0,
  cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2,
  cudaFuncCachePreferEqual = 3
};
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9,
  cudaFuncAttributeClusterDimMustBeSet = 10,
  cudaFuncAttributeRequiredClusterWidth = 11,
  cudaFuncAttributeRequiredClusterHeight = 12,
  cudaFuncAttributeRequiredClusterDepth = 13,
  cudaFuncAttributeNonPortableClusterSizeAllowed = 14,
  cudaFuncAttributeClusterSchedulingPolicyPreference = 15,
  cudaFuncAttributeMax
};
struct cudaFuncAttributes {
  size_t sharedSizeBytes;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
  int clusterDimMustBeSet;
  int requiredClusterWidth;
  int requiredClusterHeight;
  int requiredClusterDepth;
  int clusterSchedulingPolicyPreference;
  int nonPortableClusterSizeAllowed;
  int reserved[16];
};
enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault = 0,
  cudaSharedMemBankSizeFourByte = 1,
  cudaSharedMemBankSizeEightByte = 2
};
enum cudaMemoryAdvise { cudaMemAdviseSetReadMostly = 1, cudaMemAdviseSetPreferredLocation = 3 };
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct cudaArray *cudaArray_t;
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceMapHost 0x08
#define cudaCpuDeviceId ((int)-1)

/* The device's properties as CUDA 13 names them, and the fields CUDA 12 had that 13 dropped
 * (clockRate, deviceOverlap, ...): host code reads them, and nothing here depends on their
 * values or order. */
struct CUuuid_st {
  char bytes[16];
};
typedef struct CUuuid_st cudaUUID_t;
struct cudaDeviceProp {
  char name[256];
  cudaUUID_t uuid;
  char luid[8];
  unsigned int luidDeviceNodeMask;
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture1DLinear;
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  size_t surfaceAlignment;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  int sparseCudaArraySupported;
  int hostRegisterReadOnlySupported;
  int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported;
  int gpuDirectRDMASupported;
  unsigned int gpuDirectRDMAFlushWritesOptions;
  int gpuDirectRDMAWritesOrdering;
  unsigned int memoryPoolSupportedHandleTypes;
  int deferredMappingCudaArraySupported;
  int ipcEventSupported;
  int clusterLaunch;
  int unifiedFunctionPointers;
  int deviceNumaConfig;
  int deviceNumaId;
  int mpsEnabled;
  int hostNumaId;
  unsigned int gpuPciDeviceID;
  unsigned int gpuPciSubsystemID;
  int hostNumaMultinodeIpcSupported;
  int reserved[56];
};
/* Every attribute CUDA 12 and 13 name, with their values (host code only passes them on). */
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxBlockDimX = 2, cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4, cudaDevAttrMaxGridDimX = 5, cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7, cudaDevAttrMaxSharedMemoryPerBlock = 8, cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10, cudaDevAttrMaxPitch = 11, cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13, cudaDevAttrTextureAlignment = 14, cudaDevAttrGpuOverlap = 15,
  cudaDevAttrMultiProcessorCount = 16, cudaDevAttrKernelExecTimeout = 17, cudaDevAttrIntegrated = 18,
  cudaDevAttrCanMapHostMemory = 19, cudaDevAttrComputeMode = 20, cudaDevAttrMaxTexture1DWidth = 21,
  cudaDevAttrMaxTexture2DWidth = 22, cudaDevAttrMaxTexture2DHeight = 23, cudaDevAttrMaxTexture3DWidth = 24,
  cudaDevAttrMaxTexture3DHeight = 25, cudaDevAttrMaxTexture3DDepth = 26, cudaDevAttrMaxTexture2DLayeredWidth
  = 27, cudaDevAttrMaxTexture2DLayeredHeight = 28, cudaDevAttrMaxTexture2DLayeredLayers = 29,
  cudaDevAttrSurfaceAlignment = 30, cudaDevAttrConcurrentKernels = 31, cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33, cudaDevAttrPciDeviceId = 34, cudaDevAttrTccDriver = 35,
  cudaDevAttrMemoryClockRate = 36, cudaDevAttrGlobalMemoryBusWidth = 37, cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39, cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41, cudaDevAttrMaxTexture1DLayeredWidth = 42,
  cudaDevAttrMaxTexture1DLayeredLayers = 43, cudaDevAttrMaxTexture2DGatherWidth = 45,
  cudaDevAttrMaxTexture2DGatherHeight = 46, cudaDevAttrMaxTexture3DWidthAlt = 47,
  cudaDevAttrMaxTexture3DHeightAlt = 48, cudaDevAttrMaxTexture3DDepthAlt = 49, cudaDevAttrPciDomainId = 50,
  cudaDevAttrTexturePitchAlignment = 51, cudaDevAttrMaxTextureCubemapWidth = 52,
  cudaDevAttrMaxTextureCubemapLayeredWidth = 53, cudaDevAttrMaxTextureCubemapLayeredLayers = 54,
  cudaDevAttrMaxSurface1DWidth = 55, cudaDevAttrMaxSurface2DWidth = 56, cudaDevAttrMaxSurface2DHeight = 57,
  cudaDevAttrMaxSurface3DWidth = 58, cudaDevAttrMaxSurface3DHeight = 59, cudaDevAttrMaxSurface3DDepth = 60,
  cudaDevAttrMaxSurface1DLayeredWidth = 61, cudaDevAttrMaxSurface1DLayeredLayers = 62,
  cudaDevAttrMaxSurface2DLayeredWidth = 63, cudaDevAttrMaxSurface2DLayeredHeight = 64,
  cudaDevAttrMaxSurface2DLayeredLayers = 65, cudaDevAttrMaxSurfaceCubemapWidth = 66,
  cudaDevAttrMaxSurfaceCubemapLayeredWidth = 67, cudaDevAttrMaxSurfaceCubemapLayeredLayers = 68,
  cudaDevAttrMaxTexture1DLinearWidth = 69, cudaDevAttrMaxTexture2DLinearWidth = 70,
  cudaDevAttrMaxTexture2DLinearHeight = 71, cudaDevAttrMaxTexture2DLinearPitch = 72,
  cudaDevAttrMaxTexture2DMipmappedWidth = 73, cudaDevAttrMaxTexture2DMipmappedHeight = 74,
  cudaDevAttrComputeCapabilityMajor = 75, cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxTexture1DMipmappedWidth = 77, cudaDevAttrStreamPrioritiesSupported = 78,
  cudaDevAttrGlobalL1CacheSupported = 79, cudaDevAttrLocalL1CacheSupported = 80,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81, cudaDevAttrMaxRegistersPerMultiprocessor = 82,
  cudaDevAttrManagedMemory = 83, cudaDevAttrIsMultiGpuBoard = 84, cudaDevAttrMultiGpuBoardGroupID = 85,
  cudaDevAttrHostNativeAtomicSupported = 86, cudaDevAttrSingleToDoublePrecisionPerfRatio = 87,
  cudaDevAttrPageableMemoryAccess = 88, cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrComputePreemptionSupported = 90, cudaDevAttrCanUseHostPointerForRegisteredMem = 91,
  cudaDevAttrReserved92 = 92, cudaDevAttrReserved93 = 93, cudaDevAttrReserved94 = 94,
  cudaDevAttrCooperativeLaunch = 95, cudaDevAttrReserved96 = 96, cudaDevAttrMaxSharedMemoryPerBlockOptin =
  97, cudaDevAttrCanFlushRemoteWrites = 98, cudaDevAttrHostRegisterSupported = 99,
  cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100, cudaDevAttrDirectManagedMemAccessFromHost = 101,
  cudaDevAttrMaxBlocksPerMultiprocessor = 106, cudaDevAttrMaxPersistingL2CacheSize = 108,
  cudaDevAttrMaxAccessPolicyWindowSize = 109, cudaDevAttrReservedSharedMemoryPerBlock = 111,
  cudaDevAttrSparseCudaArraySupported = 112, cudaDevAttrHostRegisterReadOnlySupported = 113,
  cudaDevAttrTimelineSemaphoreInteropSupported = 114, cudaDevAttrMemoryPoolsSupported = 115,
  cudaDevAttrGPUDirectRDMASupported = 116, cudaDevAttrGPUDirectRDMAFlushWritesOptions = 117,
  cudaDevAttrGPUDirectRDMAWritesOrdering = 118, cudaDevAttrMemoryPoolSupportedHandleTypes = 119,
  cudaDevAttrClusterLaunch = 120, cudaDevAttrDeferredMappingCudaArraySupported = 121, cudaDevAttrReserved122
  = 122, cudaDevAttrReserved123 = 123, cudaDevAttrReserved124 = 124, cudaDevAttrIpcEventSupport = 125,
  cudaDevAttrMemSyncDomainCount = 126, cudaDevAttrReserved127 = 127, cudaDevAttrReserved128 = 128,
  cudaDevAttrReserved129 = 129, cudaDevAttrNumaConfig = 130, cudaDevAttrNumaId = 131, cudaDevAttrReserved132
  = 132, cudaDevAttrMpsEnabled = 133, cudaDevAttrHostNumaId = 134, cudaDevAttrD3D12CigSupported = 135,
  cudaDevAttrVulkanCigSupported = 138, cudaDevAttrGpuPciDeviceId = 139, cudaDevAttrGpuPciSubsystemId = 140,
  cudaDevAttrReserved141 = 141, cudaDevAttrHostNumaMemoryPoolsSupported = 142,
  cudaDevAttrHostNumaMultinodeIpcSupported = 143, cudaDevAttrHostMemoryPoolsSupported = 144,
  cudaDevAttrReserved145 = 145, cudaDevAttrOnlyPartialHostNativeAtomicSupported = 147
};
enum cudaComputeMode {
  cudaComputeModeDefault = 0,
  cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2,
  cudaComputeModeExclusiveProcess = 3
};

#define __GV_HOST_API extern "C" __host__

__GV_HOST_API cudaError_t cudaMalloc(void **devPtr, size_t size);
__GV_HOST_API cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
__GV_HOST_API cudaError_t cudaMallocHost(void **ptr, size_t size);
__GV_HOST_API cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned int flags);
__GV_HOST_API cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
__GV_HOST_API cudaError_t cudaFree(void *devPtr);
__GV_HOST_API cudaError_t cudaFreeHost(void *ptr);
__GV_HOST_API cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
__GV_HOST_API cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                          cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                       size_t height, enum cudaMemcpyKind kind);
__GV_HOST_API cudaError_t cudaMemset(void *devPtr, int value, size_t count);
__GV_HOST_API cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice,
                                               cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device);
__GV_HOST_API cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
__GV_HOST_API cudaError_t cudaDeviceSynchronize(void);
enum cudaLimit {
  cudaLimitStackSize = 0x00,
  cudaLimitPrintfFifoSize = 0x01,
  cudaLimitMallocHeapSize = 0x02,
  cudaLimitDevRuntimeSyncDepth = 0x03,
  cudaLimitDevRuntimePendingLaunchCount = 0x04,
  cudaLimitMaxL2FetchGranularity = 0x05,
  cudaLimitPersistingL2CacheSize = 0x06
};
__GV_HOST_API cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
__GV_HOST_API cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit);
__GV_HOST_API cudaError_t cudaDeviceReset(void);
__GV_HOST_API cudaError_t cudaThreadSynchronize(void);
__GV_HOST_API cudaError_t cudaGetLastError(void);
__GV_HOST_API cudaError_t cudaPeekAtLastError(void);
__GV_HOST_API const char *cudaGetErrorString(cudaError_t error);
__GV_HOST_API const char *cudaGetErrorName(cudaError_t error);
__GV_HOST_API cudaError_t cudaSetDevice(int device);
__GV_HOST_API cudaError_t cudaGetDevice(int *device);
__GV_HOST_API cudaError_t cudaGetDeviceCount(int *count);
__GV_HOST_API cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__GV_HOST_API cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
__GV_HOST_API cudaError_t cudaSetDeviceFlags(unsigned int flags);
__GV_HOST_API cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
__GV_HOST_API cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
__GV_HOST_API cudaError_t cudaStreamCreate(cudaStream_t *stream);
__GV_HOST_API cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags);
__GV_HOST_API cudaError_t cudaStreamDestroy(cudaStream_t stream);
__GV_HOST_API cudaError_t cudaStreamSynchronize(cudaStream_t stream);
__GV_HOST_API cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags = 0);
__GV_HOST_API cudaError_t cudaEventCreate(cudaEvent_t *event);
__GV_HOST_API cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__GV_HOST_API cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaEventSynchronize(cudaEvent_t event);
__GV_HOST_API cudaError_t cudaEventQuery(cudaEvent_t event);
__GV_HOST_API cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
__GV_HOST_API cudaError_t cudaEventDestroy(cudaEvent_t event);
__GV_HOST_API cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
__GV_HOST_API cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                           size_t sharedMem, cudaStream_t stream);
__GV_HOST_API cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                                      size_t sharedMem = 0, cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset = 0,
                                             enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
__GV_HOST_API cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
__GV_HOST_API cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
__GV_HOST_API cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, const void *func,
                                                             size_t dynamicSMemSize = 0, int blockSizeLimit = 0);
__GV_HOST_API cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                                        int blockSize, size_t dynamicSMemSize);
__GV_HOST_API cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                                 int blockSize, size_t dynamicSMemSize,
                                                                                 unsigned int flags);
__GV_HOST_API cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
__GV_HOST_API cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
__GV_HOST_API cudaError_t cudaDriverGetVersion(int *driverVersion);
__GV_HOST_API cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
__GV_HOST_API cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                                            size_t height, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                                  enum cudaMemcpyKind kind, cudaStream_t stream = 0);
__GV_HOST_API cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
__GV_HOST_API cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
__GV_HOST_API cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
__GV_HOST_API cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
__GV_HOST_API cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
__GV_HOST_API cudaError_t cudaHostUnregister(void *ptr);
__GV_HOST_API cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
__GV_HOST_API cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
__GV_HOST_API cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
/* Stream-ordered allocation from memory pools (CUDA 11.2+). */
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
enum cudaMemPoolAttr {
  cudaMemPoolReuseFollowEventDependencies = 0x1,
  cudaMemPoolReuseAllowOpportunistic = 0x2,
  cudaMemPoolReuseAllowInternalDependencies = 0x3,
  cudaMemPoolAttrReleaseThreshold = 0x4,
  cudaMemPoolAttrReservedMemCurrent = 0x5,
  cudaMemPoolAttrReservedMemHigh = 0x6,
  cudaMemPoolAttrUsedMemCurrent = 0x7,
  cudaMemPoolAttrUsedMemHigh = 0x8
};
__GV_HOST_API cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
__GV_HOST_API cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);
__GV_HOST_API cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
__GV_HOST_API cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
__GV_HOST_API cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value);
__GV_HOST_API cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
__GV_HOST_API cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream);
__GV_HOST_API cudaError_t cudaStreamQuery(cudaStream_t stream);

/* CUDA arrays, 3D copies, texture and surface objects (driver_types.h, texture_types.h):
 * the host code that sets up what kernels read through tex2D<T>(obj, ...). */
typedef const struct cudaArray *cudaArray_const_t;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;
#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08
struct cudaPitchedPtr {
  void *ptr;
  size_t pitch, xsize, ysize;
};
struct cudaExtent {
  size_t width, height, depth;
};
struct cudaPos {
  size_t x, y, z;
};
struct cudaMemcpy3DParms {
  cudaArray_t srcArray;
  struct cudaPos srcPos;
  struct cudaPitchedPtr srcPtr;
  cudaArray_t dstArray;
  struct cudaPos dstPos;
  struct cudaPitchedPtr dstPtr;
  struct cudaExtent extent;
  enum cudaMemcpyKind kind;
};
static inline __host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) {
  struct cudaPitchedPtr s = {d, p, xsz, ysz};
  return s;
}
static inline __host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z) {
  struct cudaPos p = {x, y, z};
  return p;
}
static inline __host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) {
  struct cudaExtent e = {w, h, d};
  return e;
}
enum cudaResourceType {
  cudaResourceTypeArray = 0x00,
  cudaResourceTypeMipmappedArray = 0x01,
  cudaResourceTypeLinear = 0x02,
  cudaResourceTypePitch2D = 0x03
};
enum cudaResourceViewFormat {
  cudaResViewFormatNone = 0x00, cudaResViewFormatUnsignedChar1 = 0x01, cudaResViewFormatUnsignedChar2 = 0x02,
  cudaResViewFormatUnsignedChar4 = 0x03, cudaResViewFormatSignedChar1 = 0x04, cudaResViewFormatSignedChar2 = 0x05,
  cudaResViewFormatSignedChar4 = 0x06, cudaResViewFormatUnsignedShort1 = 0x07, cudaResViewFormatUnsignedShort2 = 0x08,
  cudaResViewFormatUnsignedShort4 = 0x09, cudaResViewFormatSignedShort1 = 0x0a, cudaResViewFormatSignedShort2 = 0x0b,
  cudaResViewFormatSignedShort4 = 0x0c, cudaResViewFormatUnsignedInt1 = 0x0d, cudaResViewFormatUnsignedInt2 = 0x0e,
  cudaResViewFormatUnsignedInt4 = 0x0f, cudaResViewFormatSignedInt1 = 0x10, cudaResViewFormatSignedInt2 = 0x11,
  cudaResViewFormatSignedInt4 = 0x12, cudaResViewFormatHalf1 = 0x13, cudaResViewFormatHalf2 = 0x14,
  cudaResViewFormatHalf4 = 0x15, cudaResViewFormatFloat1 = 0x16, cudaResViewFormatFloat2 = 0x17,
  cudaResViewFormatFloat4 = 0x18
};
struct cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct {
      cudaArray_t array;
    } array;
    struct {
      cudaMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t width, height, pitchInBytes;
    } pitch2D;
    struct {
      int reserved[32];
    } reserved;
  } res;
  unsigned int flags;
};
struct cudaResourceViewDesc {
  enum cudaResourceViewFormat format;
  size_t width, height, depth;
  unsigned int firstMipmapLevel, lastMipmapLevel, firstLayer, lastLayer;
};
struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};
__GV_HOST_API struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                                 enum cudaChannelFormatKind f);
__GV_HOST_API cudaError_t cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width,
                                          size_t height = 0, unsigned int flags = 0);
__GV_HOST_API cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                            struct cudaExtent extent, unsigned int flags = 0);
__GV_HOST_API cudaError_t cudaMalloc3D(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent);
__GV_HOST_API cudaError_t cudaFreeArray(cudaArray_t array);
__GV_HOST_API cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__GV_HOST_API cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                              size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
__GV_HOST_API cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                                size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind);
__GV_HOST_API cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                            size_t count, enum cudaMemcpyKind kind);
__GV_HOST_API cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                              size_t count, enum cudaMemcpyKind kind);
__GV_HOST_API cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
                                                  const struct cudaResourceDesc *pResDesc,
                                                  const struct cudaTextureDesc *pTexDesc,
                                                  const struct cudaResourceViewDesc *pResViewDesc);
__GV_HOST_API cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject);
__GV_HOST_API cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                           cudaTextureObject_t texObject);
__GV_HOST_API cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                                  const struct cudaResourceDesc *pResDesc);
__GV_HOST_API cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);

/* Kernel launches: what clang calls for `k<<<grid, block, shared, stream>>>(...)`. */
__GV_HOST_API unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                                   struct CUstream_st *stream = 0);
__GV_HOST_API cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                            cudaStream_t stream = 0);

/* The C++ templates of cuda_runtime.h */
template <class T> static inline __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return cudaMalloc((void **)devPtr, size);
}
template <class T>
static inline __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal) {
  return cudaMallocManaged((void **)devPtr, size, flags);
}
static inline __host__ cudaError_t cudaMallocAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                                   cudaStream_t stream) {
  return cudaMallocFromPoolAsync(ptr, size, memPool, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream) {
  return cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}
template <class T> static inline __host__ cudaError_t cudaMallocAsync(T **ptr, size_t size, cudaStream_t stream) {
  return cudaMallocAsync((void **)(void *)ptr, size, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMallocFromPoolAsync(T **ptr, size_t size, cudaMemPool_t memPool,
                                                           cudaStream_t stream) {
  return cudaMallocFromPoolAsync((void **)(void *)ptr, size, memPool, stream);
}
template <class T> static inline __host__ cudaError_t cudaMallocHost(T **ptr, size_t size) {
  return cudaMallocHost((void **)ptr, size);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                      enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                        enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T> static inline __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                                               size_t sharedMem = 0, cudaStream_t stream = 0) {
  return cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                                      size_t dynamicSMemSize = 0,
                                                                      int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSize(minGridSize, blockSize, (const void *)func, dynamicSMemSize,
                                            blockSizeLimit);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                                                 size_t dynamicSMemSize) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, (const void *)func, blockSize, dynamicSMemSize);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func,
                                                                                          int blockSize,
                                                                                          size_t dynamicSMemSize,
                                                                                          unsigned int flags) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void *)func, blockSize,
                                                                dynamicSMemSize, flags);
}
template <class T> static inline __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry) {
  return cudaFuncGetAttributes(attr, (const void *)entry);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value) {
  return cudaFuncSetAttribute((const void *)entry, attr, value);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                                    size_t sharedMem = 0, cudaStream_t stream = 0) {
  return cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

/* channel_descriptor.h's cudaCreateChannelDesc<T>(): the descriptor of T's channels (x, y, z,
 * w bits) and kind, for the scalar and vector types textures hold. */
template <class T> struct __gv_channel {
  static const int bits = 0, count = 0;
  static const enum cudaChannelFormatKind kind = cudaChannelFormatKindNone;
};
#define __GV_CHANNEL(T, N, K)                                                                                          \
  template <> struct __gv_channel<T> {                                                                                 \
    static const int bits = 8 * (int)sizeof(T) / N, count = N;                                                         \
    static const enum cudaChannelFormatKind kind = K;                                                                  \
  };
#define __GV_CHANNELS(B, K)                                                                                            \
  __GV_CHANNEL(B, 1, K) __GV_CHANNEL(B##1, 1, K) __GV_CHANNEL(B##2, 2, K) __GV_CHANNEL(B##4, 4, K)
__GV_CHANNELS(char, cudaChannelFormatKindSigned)
__GV_CHANNELS(uchar, cudaChannelFormatKindUnsigned)
__GV_CHANNELS(short, cudaChannelFormatKindSigned)
__GV_CHANNELS(ushort, cudaChannelFormatKindUnsigned)
__GV_CHANNELS(int, cudaChannelFormatKindSigned)
__GV_CHANNELS(uint, cudaChannelFormatKindUnsigned)
__GV_CHANNELS(float, cudaChannelFormatKindFloat)
__GV_CHANNEL(signed char, 1, cudaChannelFormatKindSigned)
#undef __GV_CHANNELS
#undef __GV_CHANNEL
template <class T> static inline __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void) {
  typedef __gv_channel<T> c;
  return cudaCreateChannelDesc(c::bits, c::count > 1 ? c::bits : 0, c::count > 2 ? c::bits : 0,
                               c::count > 3 ? c::bits : 0, c::kind);
}

#include "gv_cuda_graph_api.h"

#undef __GV_HOST_API
#endif /* __GV_CUDA_RUNTIME_API_H */
