#include "gpuverify/KernelNames.h"

#include "CatchVersion.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

using gv::kernelNameMatches;
using gv::noKernelNamedMessage;
using gv::withoutTypeAliases;

TEST_CASE("--kernel-name matches a kernel's name, spaces aside, or a template's base name", "[kernel-names]") {
  CHECK(kernelNameMatches("k", "k"));
  CHECK(kernelNameMatches("fill<int>", "fill<int>"));
  CHECK(kernelNameMatches("tile<float,16>", "tile<float, 16>"));
  CHECK(kernelNameMatches("tile", "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches("tile<float>", "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches("til", "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches("tile", "tiles"));
  CHECK_FALSE(kernelNameMatches("", "k"));
}

TEST_CASE("a kernel name that matches none lists the kernels and the closest", "[kernel-names]") {
  CHECK(noKernelNamedMessage("k", {}) == "no kernel named 'k' (the file has no kernels)");
  CHECK(noKernelNamedMessage("render", {"surfel_render_tile<float, 16>", "clear"}) ==
        "no kernel named 'render'; the kernels: clear, surfel_render_tile<float, 16>");
  CHECK(noKernelNamedMessage("surfel_render_tiles", {"surfel_render_tile<float, 16>", "clear"}) ==
        "no kernel named 'surfel_render_tiles'; the kernels: clear, surfel_render_tile<float, 16> (did you mean "
        "'surfel_render_tile'?)");
  CHECK(noKernelNamedMessage("Clear", {"clear"}) ==
        "no kernel named 'Clear'; the kernels: clear (did you mean 'clear'?)");
}

TEST_CASE("a kernel name's template arguments may be typedefs", "[kernel-names]") {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  // half2 stands for __half2 (a struct), real for float, u32 for an int
  // through another typedef, ptr for a pointer; "same" names two types.
  auto module = llvm::parseAssemblyString(R"(
@g = global i32 0, !dbg !20
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug, retainedTypes: !{!3, !4, !5, !7, !11, !12, !13})
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !DICompositeType(tag: DW_TAG_structure_type, name: "__half2", file: !1, line: 1, size: 32, identifier: "h2")
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "half2", file: !1, line: 2, baseType: !2)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "real", file: !1, line: 3, baseType: !6)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !1, line: 4, baseType: !8)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptr", file: !1, line: 5, baseType: !10)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__u32", file: !1, line: 6, baseType: !14)
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "same", file: !1, line: 7, baseType: !6)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "same", file: !1, line: 8, baseType: !14)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "inner", scope: !15, file: !1, line: 9, baseType: !16)
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !DINamespace(name: "ns", scope: null)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "Cell", scope: !15, file: !1, line: 9, size: 32, identifier: "cell")
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !14, isLocal: false, isDefinition: true)
)",
                                          error, context);
  REQUIRE(module);
  gv::TypeAliases aliases = gv::typeAliasesIn(*module);
  CHECK(aliases["half2"] == "__half2");
  CHECK(aliases["real"] == "float");
  CHECK(aliases["ptr"] == "float *");
  CHECK(aliases["inner"] == "ns::Cell");
  CHECK(aliases.count("same") == 0); // ambiguous
  CHECK(withoutTypeAliases("hmax<half2>", aliases) == "hmax<__half2>");
  CHECK(withoutTypeAliases("k<u32, 16>", aliases) == "k<unsigned int, 16>"); // through __u32
  CHECK(withoutTypeAliases("k<ptr>", aliases) == "k<float *>");
  CHECK(withoutTypeAliases("k<ns::real>", aliases) == "k<ns::real>"); // qualified: another name
  CHECK(withoutTypeAliases("real", aliases) == "real");               // the kernel's own name
  CHECK(kernelNameMatches(withoutTypeAliases("tile<real,16>", aliases), "tile<float, 16>"));
  CHECK_FALSE(kernelNameMatches(withoutTypeAliases("tile<half2,16>", aliases), "tile<float, 16>"));
}

TEST_CASE("a kernel name's template arguments may be enumerators", "[kernel-names]") {
  llvm::LLVMContext context;
  llvm::SMDiagnostic error;
  // ns::Algorithm { RAKING = 0, WARP_SCANS = 2 }; Other { RAKING = 1 } makes
  // RAKING ambiguous.
  auto module = llvm::parseAssemblyString(R"(
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug, enums: !{!2, !6})
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Algorithm", scope: !3, file: !1, line: 1, baseType: !4, size: 32, elements: !{!5, !7})
!3 = !DINamespace(name: "ns", scope: null)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIEnumerator(name: "RAKING", value: 0, isUnsigned: true)
!7 = !DIEnumerator(name: "WARP_SCANS", value: 2, isUnsigned: true)
!6 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Other", file: !1, line: 2, baseType: !4, size: 32, elements: !{!8})
!8 = !DIEnumerator(name: "RAKING", value: 1, isUnsigned: true)
!9 = !{i32 2, !"Debug Info Version", i32 3}
)",
                                          error, context);
  REQUIRE(module);
  gv::TypeAliases aliases = gv::typeAliasesIn(*module);
  CHECK(aliases["WARP_SCANS"] == "(ns::Algorithm)2");
  CHECK(aliases.count("RAKING") == 0); // two enumerations name it, with different values
  CHECK(kernelNameMatches(withoutTypeAliases("scan<128, WARP_SCANS>", aliases), "scan<128, (ns::Algorithm)2>"));
  CHECK_FALSE(kernelNameMatches(withoutTypeAliases("scan<128, WARP_SCANS>", aliases), "scan<128, (ns::Algorithm)0>"));
  // Qualified by its enumeration, as a scoped enumerator must be: in full
  // or by the enumeration's own name; the ambiguous one so too.
  CHECK(kernelNameMatches(withoutTypeAliases("scan<128, ns::Algorithm::WARP_SCANS>", aliases),
                          "scan<128, (ns::Algorithm)2>"));
  CHECK(kernelNameMatches(withoutTypeAliases("scan<128, Algorithm::RAKING>", aliases), "scan<128, (ns::Algorithm)0>"));
  CHECK(kernelNameMatches(withoutTypeAliases("scan<128, Other::RAKING>", aliases), "scan<128, (Other)1>"));
  CHECK(withoutTypeAliases("scan<ns::Unknown::X>", aliases) == "scan<ns::Unknown::X>");
  // A name not found lists the kernels by their enumerators' names.
  CHECK(noKernelNamedMessage("scan<WARP_SCAN>", {"scan<128, (ns::Algorithm)2>", "scan<128, (ns::Algorithm)0>"},
                             aliases) ==
        "no kernel named 'scan<WARP_SCAN>'; the kernels: scan<128, ns::Algorithm::RAKING>, "
        "scan<128, ns::Algorithm::WARP_SCANS>");
}
