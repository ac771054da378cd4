/* gv_cuda_graph_api.h -- CUDA graphs' host API, as declarations (CUDA 12.x, with CUDA 13's
 * signatures beside the 12.x ones where they changed): graphs built node by node or captured
 * from a stream, instantiated and launched, conditional nodes. A graph runs kernels the host code
 * also names by <<<...>>> or in a kernel node's parameters; gpuverify verifies the kernels, so
 * none of this is ever called. Included by gv_cuda_runtime_api.h, which defines __GV_HOST_API.
 */
#ifndef __GV_CUDA_GRAPH_API_H
#define __GV_CUDA_GRAPH_API_H

typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef unsigned long long cudaGraphConditionalHandle;
typedef void (*cudaHostFn_t)(void *userData);

enum cudaStreamCaptureStatus {
  cudaStreamCaptureStatusNone = 0,
  cudaStreamCaptureStatusActive = 1,
  cudaStreamCaptureStatusInvalidated = 2
};
enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamUpdateCaptureDependenciesFlags {
  cudaStreamAddCaptureDependencies = 0x0,
  cudaStreamSetCaptureDependencies = 0x1
};
enum cudaGraphNodeType {
  cudaGraphNodeTypeKernel = 0x00,
  cudaGraphNodeTypeMemcpy = 0x01,
  cudaGraphNodeTypeMemset = 0x02,
  cudaGraphNodeTypeHost = 0x03,
  cudaGraphNodeTypeGraph = 0x04,
  cudaGraphNodeTypeEmpty = 0x05,
  cudaGraphNodeTypeWaitEvent = 0x06,
  cudaGraphNodeTypeEventRecord = 0x07,
  cudaGraphNodeTypeExtSemaphoreSignal = 0x08,
  cudaGraphNodeTypeExtSemaphoreWait = 0x09,
  cudaGraphNodeTypeMemAlloc = 0x0a,
  cudaGraphNodeTypeMemFree = 0x0b,
  cudaGraphNodeTypeConditional = 0x0d,
  cudaGraphNodeTypeCount
};
enum cudaGraphConditionalHandleFlags { cudaGraphCondAssignDefault = 1 };
enum cudaGraphConditionalNodeType { cudaGraphCondTypeIf = 0, cudaGraphCondTypeWhile = 1, cudaGraphCondTypeSwitch = 2 };
enum cudaGraphInstantiateFlags {
  cudaGraphInstantiateFlagAutoFreeOnLaunch = 1,
  cudaGraphInstantiateFlagUpload = 2,
  cudaGraphInstantiateFlagDeviceLaunch = 4,
  cudaGraphInstantiateFlagUseNodePriority = 8
};
typedef enum cudaGraphDependencyType_enum {
  cudaGraphDependencyTypeDefault = 0,
  cudaGraphDependencyTypeProgrammatic = 1
} cudaGraphDependencyType;
#define cudaGraphKernelNodePortDefault 0

typedef struct cudaGraphEdgeData_st {
  unsigned char from_port, to_port, type, reserved[5];
} cudaGraphEdgeData;

struct cudaKernelNodeParams {
  void *func;
  dim3 gridDim, blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams, **extra;
};
struct cudaKernelNodeParamsV2 {
  void *func;
  dim3 gridDim, blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams, **extra;
};
struct cudaMemsetParams {
  void *dst;
  size_t pitch;
  unsigned int value, elementSize;
  size_t width, height;
};
struct cudaMemsetParamsV2 {
  void *dst;
  size_t pitch;
  unsigned int value, elementSize;
  size_t width, height;
};
struct cudaMemcpyNodeParams {
  int flags;
  int reserved[3];
  struct cudaMemcpy3DParms copyParams;
};
struct cudaHostNodeParams {
  cudaHostFn_t fn;
  void *userData;
};
struct cudaHostNodeParamsV2 {
  cudaHostFn_t fn;
  void *userData;
};
struct cudaChildGraphNodeParams {
  cudaGraph_t graph;
};
struct cudaConditionalNodeParams {
  cudaGraphConditionalHandle handle;
  enum cudaGraphConditionalNodeType type;
  unsigned int size;
  cudaGraph_t *phGraph_out;
};
/* The node parameters cudaGraphAddNode takes: a type, then that type's part of the union. */
struct cudaGraphNodeParams {
  enum cudaGraphNodeType type;
  int reserved0[3];
  union {
    long long reserved1[29];
    struct cudaKernelNodeParamsV2 kernel;
    struct cudaMemcpyNodeParams memcpy;
    struct cudaMemsetParamsV2 memset;
    struct cudaHostNodeParamsV2 host;
    struct cudaChildGraphNodeParams graph;
    struct cudaConditionalNodeParams conditional;
  };
  long long reserved2;
};

__GV_HOST_API cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags);
__GV_HOST_API cudaError_t cudaGraphDestroy(cudaGraph_t graph);
__GV_HOST_API cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
__GV_HOST_API cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);
__GV_HOST_API cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes);
__GV_HOST_API cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData,
                                           size_t numDependencies, struct cudaGraphNodeParams *nodeParams);
__GV_HOST_API cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                 const struct cudaKernelNodeParams *pNodeParams);
__GV_HOST_API cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                                       const struct cudaKernelNodeParams *pNodeParams);
__GV_HOST_API cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                 const struct cudaMemcpy3DParms *pCopyParams);
__GV_HOST_API cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                 const struct cudaMemsetParams *pMemsetParams);
__GV_HOST_API cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                               const struct cudaHostNodeParams *pNodeParams);
__GV_HOST_API cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                const cudaGraphNode_t *pDependencies, size_t numDependencies);
__GV_HOST_API cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                     const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                     cudaGraph_t childGraph);
__GV_HOST_API cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                   const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData,
                                                   size_t numDependencies);
__GV_HOST_API cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                               unsigned long long flags = 0);
__GV_HOST_API cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                        unsigned long long flags = 0);
__GV_HOST_API cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                                           const struct cudaKernelNodeParams *pNodeParams);
__GV_HOST_API cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);
__GV_HOST_API cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
__GV_HOST_API cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
__GV_HOST_API cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags);
__GV_HOST_API cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph,
                                                           unsigned int defaultLaunchValue = 0,
                                                           unsigned int flags = 0);
__GV_HOST_API cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);

__GV_HOST_API cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
__GV_HOST_API cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph,
                                                        const cudaGraphNode_t *dependencies,
                                                        const cudaGraphEdgeData *dependencyData,
                                                        size_t numDependencies, enum cudaStreamCaptureMode mode);
__GV_HOST_API cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
__GV_HOST_API cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
__GV_HOST_API cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                                   unsigned long long *id_out = 0, cudaGraph_t *graph_out = 0,
                                                   const cudaGraphNode_t **dependencies_out = 0,
                                                   const cudaGraphEdgeData **edgeData_out = 0,
                                                   size_t *numDependencies_out = 0);
__GV_HOST_API cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                                              const cudaGraphEdgeData *dependencyData,
                                                              size_t numDependencies, unsigned int flags = 0);

/* cuda_runtime.h's form from before CUDA 12 (error node and log buffer), kept by 12 and 13. */
static inline __host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                        cudaGraphNode_t *pErrorNode, char *pLogBuffer,
                                                        size_t bufferSize) {
  (void)pErrorNode;
  (void)pLogBuffer;
  (void)bufferSize;
  return cudaGraphInstantiate(pGraphExec, graph, 0);
}

/* CUDA 12.x's forms, without the edge data CUDA 13 added (C++ overloads of the C functions). */
static inline __host__ cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                    const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                                    struct cudaGraphNodeParams *nodeParams) {
  return cudaGraphAddNode(pGraphNode, graph, pDependencies, (const cudaGraphEdgeData *)0, numDependencies, nodeParams);
}
static inline __host__ cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                            const cudaGraphNode_t *to, size_t numDependencies) {
  return cudaGraphAddDependencies(graph, from, to, (const cudaGraphEdgeData *)0, numDependencies);
}
static inline __host__ cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream,
                                                            enum cudaStreamCaptureStatus *captureStatus_out,
                                                            unsigned long long *id_out, cudaGraph_t *graph_out,
                                                            const cudaGraphNode_t **dependencies_out,
                                                            size_t *numDependencies_out) {
  return cudaStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out,
                                  (const cudaGraphEdgeData **)0, numDependencies_out);
}
static inline __host__ cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream,
                                                                       cudaGraphNode_t *dependencies,
                                                                       size_t numDependencies, unsigned int flags) {
  return cudaStreamUpdateCaptureDependencies(stream, dependencies, (const cudaGraphEdgeData *)0, numDependencies,
                                             flags);
}
#endif /* __GV_CUDA_GRAPH_API_H */
