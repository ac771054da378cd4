; ModuleID = '/tmp/tmp.tWWDgnXp25/opencl/strided_invariant.bc'
source_filename = "/tmp/tmp.tWWDgnXp25/opencl/strided_invariant.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scale_columns(ptr addrspace(1) noundef align 4 %A, i32 noundef %rows) #0 !dbg !8 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
entry:
  %d.addr.i = alloca i32, align 4
  %A.addr = alloca ptr addrspace(1), align 4
  %rows.addr = alloca i32, align 4
  %lid = alloca i32, align 4
  %idx = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr addrspace(1) %A, ptr %A.addr, align 4
    #dbg_declare(ptr %A.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !21)
  store i32 %rows, ptr %rows.addr, align 4
    #dbg_declare(ptr %rows.addr, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  %0 = load i32, ptr %rows.addr, align 4, !dbg !24
  %cmp = icmp sge i32 %0, 0, !dbg !24
  %lnot = xor i1 %cmp, true, !dbg !24
  %lnot1 = xor i1 %lnot, true, !dbg !24
  %lnot.ext = zext i1 %lnot1 to i32, !dbg !24
  call spir_func void @__gv_requires(i32 noundef %lnot.ext) #3, !dbg !24
  %1 = load i32, ptr %rows.addr, align 4, !dbg !25
  %cmp2 = icmp slt i32 %1, 1000, !dbg !25
  %lnot3 = xor i1 %cmp2, true, !dbg !25
  %lnot5 = xor i1 %lnot3, true, !dbg !25
  %lnot.ext6 = zext i1 %lnot5 to i32, !dbg !25
  call spir_func void @__gv_requires(i32 noundef %lnot.ext6) #3, !dbg !25
    #dbg_declare(ptr %lid, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !28)
  store i32 0, ptr %d.addr.i, align 4
    #dbg_declare(ptr %d.addr.i, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %2 = load i32, ptr %d.addr.i, align 4, !dbg !38
  %call.i = call spir_func i32 @__gv_group_id(i32 noundef %2) #4, !dbg !39
  %3 = load i32, ptr %d.addr.i, align 4, !dbg !40
  %call1.i = call spir_func i32 @__gv_local_size(i32 noundef %3) #4, !dbg !41
  %mul.i = mul i32 %call.i, %call1.i, !dbg !42
  %4 = load i32, ptr %d.addr.i, align 4, !dbg !43
  %call2.i = call spir_func i32 @__gv_local_id(i32 noundef %4) #4, !dbg !44
  %add.i = add i32 %mul.i, %call2.i, !dbg !45
  %5 = load i32, ptr %d.addr.i, align 4, !dbg !46
  %call3.i = call spir_func i32 @__gv_global_offset(i32 noundef %5) #4, !dbg !47
  %add4.i = add i32 %add.i, %call3.i, !dbg !48
  store i32 %add4.i, ptr %lid, align 4, !dbg !28
    #dbg_declare(ptr %idx, !49, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %6 = load i32, ptr %lid, align 4, !dbg !51
  store i32 %6, ptr %idx, align 4, !dbg !50
    #dbg_declare(ptr %i, !52, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store i32 0, ptr %i, align 4, !dbg !54
  br label %for.cond, !dbg !55

for.cond:                                         ; preds = %for.inc, %entry
  %7 = load i32, ptr %idx, align 4, !dbg !56
  %8 = load i32, ptr %lid, align 4, !dbg !56
  %sub = sub i32 %7, %8, !dbg !56
  %9 = load i32, ptr %i, align 4, !dbg !56
  %mul = mul nsw i32 512, %9, !dbg !56
  %cmp7 = icmp eq i32 %sub, %mul, !dbg !56
  %lnot8 = xor i1 %cmp7, true, !dbg !56
  %lnot10 = xor i1 %lnot8, true, !dbg !56
  %lnot.ext11 = zext i1 %lnot10 to i32, !dbg !56
  call spir_func void @__gv_invariant(i32 noundef %lnot.ext11) #3, !dbg !56
  %10 = load i32, ptr %i, align 4, !dbg !58
  %11 = load i32, ptr %rows.addr, align 4, !dbg !58
  %cmp12 = icmp sle i32 %10, %11, !dbg !58
  %lnot13 = xor i1 %cmp12, true, !dbg !58
  %lnot15 = xor i1 %lnot13, true, !dbg !58
  %lnot.ext16 = zext i1 %lnot15 to i32, !dbg !58
  call spir_func void @__gv_invariant(i32 noundef %lnot.ext16) #3, !dbg !58
  %12 = load ptr addrspace(1), ptr %A.addr, align 4, !dbg !59
  %13 = load ptr addrspace(1), ptr %A.addr, align 4, !dbg !59
  %call17 = call spir_func i32 @_Z23__gv_write_offset_bytesPU3AS1VKv(ptr addrspace(1) noundef %13) #3, !dbg !59
  %div = udiv i32 %call17, 4, !dbg !59
  %rem = urem i32 %div, 512, !dbg !59
  %14 = load i32, ptr %lid, align 4, !dbg !59
  %cmp18 = icmp eq i32 %rem, %14, !dbg !59
  %lnot19 = xor i1 %cmp18, true, !dbg !59
  %lnot21 = xor i1 %lnot19, true, !dbg !59
  %lnot.ext22 = zext i1 %lnot21 to i32, !dbg !59
  %call23 = call spir_func i32 @_Z18__gv_write_impliesPU3AS1VKvi(ptr addrspace(1) noundef %12, i32 noundef %lnot.ext22) #3, !dbg !59
  %tobool = icmp ne i32 %call23, 0, !dbg !59
  %lnot24 = xor i1 %tobool, true, !dbg !59
  %lnot26 = xor i1 %lnot24, true, !dbg !59
  %lnot.ext27 = zext i1 %lnot26 to i32, !dbg !59
  call spir_func void @__gv_invariant(i32 noundef %lnot.ext27) #3, !dbg !59
  %15 = load ptr addrspace(1), ptr %A.addr, align 4, !dbg !60
  %16 = load ptr addrspace(1), ptr %A.addr, align 4, !dbg !60
  %call28 = call spir_func i32 @_Z22__gv_read_offset_bytesPU3AS1VKv(ptr addrspace(1) noundef %16) #3, !dbg !60
  %div29 = udiv i32 %call28, 4, !dbg !60
  %rem30 = urem i32 %div29, 512, !dbg !60
  %17 = load i32, ptr %lid, align 4, !dbg !60
  %cmp31 = icmp eq i32 %rem30, %17, !dbg !60
  %lnot32 = xor i1 %cmp31, true, !dbg !60
  %lnot34 = xor i1 %lnot32, true, !dbg !60
  %lnot.ext35 = zext i1 %lnot34 to i32, !dbg !60
  %call36 = call spir_func i32 @_Z17__gv_read_impliesPU3AS1VKvi(ptr addrspace(1) noundef %15, i32 noundef %lnot.ext35) #3, !dbg !60
  %tobool37 = icmp ne i32 %call36, 0, !dbg !60
  %lnot38 = xor i1 %tobool37, true, !dbg !60
  %lnot40 = xor i1 %lnot38, true, !dbg !60
  %lnot.ext41 = zext i1 %lnot40 to i32, !dbg !60
  call spir_func void @__gv_invariant(i32 noundef %lnot.ext41) #3, !dbg !60
  %18 = load i32, ptr %i, align 4, !dbg !61
  %19 = load i32, ptr %rows.addr, align 4, !dbg !62
  %cmp42 = icmp slt i32 %18, %19, !dbg !63
  br i1 %cmp42, label %for.body, label %for.end, !dbg !64

for.body:                                         ; preds = %for.cond
  %20 = load ptr addrspace(1), ptr %A.addr, align 4, !dbg !65
  %21 = load i32, ptr %idx, align 4, !dbg !67
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %20, i32 %21, !dbg !65
  %22 = load float, ptr addrspace(1) %arrayidx, align 4, !dbg !65
  %mul43 = fmul float 2.000000e+00, %22, !dbg !68
  %23 = load ptr addrspace(1), ptr %A.addr, align 4, !dbg !69
  %24 = load i32, ptr %idx, align 4, !dbg !70
  %arrayidx44 = getelementptr inbounds float, ptr addrspace(1) %23, i32 %24, !dbg !69
  store float %mul43, ptr addrspace(1) %arrayidx44, align 4, !dbg !71
  %25 = load i32, ptr %idx, align 4, !dbg !72
  %add = add i32 %25, 512, !dbg !72
  store i32 %add, ptr %idx, align 4, !dbg !72
  br label %for.inc, !dbg !73

for.inc:                                          ; preds = %for.body
  %26 = load i32, ptr %i, align 4, !dbg !74
  %inc = add nsw i32 %26, 1, !dbg !74
  store i32 %inc, ptr %i, align 4, !dbg !74
  br label %for.cond, !dbg !75, !llvm.loop !76

for.end:                                          ; preds = %for.cond
  ret void, !dbg !78
}

; Function Attrs: convergent nounwind
declare dso_local spir_func void @__gv_requires(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @__gv_invariant(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18__gv_write_impliesPU3AS1VKvi(ptr addrspace(1) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z23__gv_write_offset_bytesPU3AS1VKv(ptr addrspace(1) noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z17__gv_read_impliesPU3AS1VKvi(ptr addrspace(1) noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22__gv_read_offset_bytesPU3AS1VKv(ptr addrspace(1) noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @__gv_group_id(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @__gv_local_size(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @__gv_local_id(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @__gv_global_offset(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/tmp/tmp.tWWDgnXp25/opencl/strided_invariant.cl", directory: "/tmp/tmp.tWWDgnXp25/opencl", checksumkind: CSK_MD5, checksum: "0780768eb607881a19cdc8f9f8eadf1d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 3, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "scale_columns", scope: !9, file: !9, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!9 = !DIFile(filename: "strided_invariant.cl", directory: "/tmp/tmp.tWWDgnXp25/opencl", checksumkind: CSK_MD5, checksum: "0780768eb607881a19cdc8f9f8eadf1d")
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !14}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !{i32 1, i32 0}
!17 = !{!"none", !"none"}
!18 = !{!"float*", !"int"}
!19 = !{!"", !""}
!20 = !DILocalVariable(name: "A", arg: 1, scope: !8, file: !9, line: 16, type: !12)
!21 = !DILocation(line: 16, column: 45, scope: !8)
!22 = !DILocalVariable(name: "rows", arg: 2, scope: !8, file: !9, line: 16, type: !14)
!23 = !DILocation(line: 16, column: 52, scope: !8)
!24 = !DILocation(line: 17, column: 3, scope: !8)
!25 = !DILocation(line: 18, column: 3, scope: !8)
!26 = !DILocalVariable(name: "lid", scope: !8, file: !9, line: 19, type: !27)
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !DILocation(line: 19, column: 12, scope: !8)
!29 = !DILocalVariable(name: "d", arg: 1, scope: !30, file: !31, line: 191, type: !35)
!30 = distinct !DISubprogram(name: "get_global_id", scope: !31, file: !31, line: 191, type: !32, scopeLine: 191, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!31 = !DIFile(filename: "/work/main/build/share/gpuverify/include/opencl.h", directory: "", checksumkind: CSK_MD5, checksum: "67d17fd35d7bdfbc906b2eae5b95bcc6")
!32 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !33)
!33 = !{!34, !35}
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !31, line: 51, baseType: !27)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !31, line: 49, baseType: !27)
!36 = !DILocation(line: 191, column: 39, scope: !30, inlinedAt: !37)
!37 = distinct !DILocation(line: 19, column: 18, scope: !8)
!38 = !DILocation(line: 192, column: 24, scope: !30, inlinedAt: !37)
!39 = !DILocation(line: 192, column: 10, scope: !30, inlinedAt: !37)
!40 = !DILocation(line: 192, column: 45, scope: !30, inlinedAt: !18)
!41 = !DILocation(line: 192, column: 29, scope: !30, inlinedAt: !37)
!42 = !DILocation(line: 192, column: 27, scope: !30, inlinedAt: !37)
!43 = !DILocation(line: 192, column: 64, scope: !30, inlinedAt: !37)
!44 = !DILocation(line: 192, column: 50, scope: !30, inlinedAt: !37)
!45 = !DILocation(line: 192, column: 48, scope: !30, inlinedAt: !37)
!46 = !DILocation(line: 192, column: 88, scope: !30, inlinedAt: !37)
!47 = !DILocation(line: 192, column: 69, scope: !30, inlinedAt: !37)
!48 = !DILocation(line: 192, column: 67, scope: !30, inlinedAt: !37)
!49 = !DILocalVariable(name: "idx", scope: !8, file: !9, line: 20, type: !27)
!50 = !DILocation(line: 20, column: 12, scope: !8)
!51 = !DILocation(line: 20, column: 18, scope: !8)
!52 = !DILocalVariable(name: "i", scope: !53, file: !9, line: 21, type: !14)
!53 = distinct !DILexicalBlock(scope: !8, file: !9, line: 21, column: 3)
!54 = !DILocation(line: 21, column: 12, scope: !53)
!55 = !DILocation(line: 21, column: 8, scope: !53)
!56 = !DILocation(line: 22, column: 8, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !9, line: 21, column: 3)
!58 = !DILocation(line: 23, column: 8, scope: !57)
!59 = !DILocation(line: 24, column: 8, scope: !57)
!60 = !DILocation(line: 25, column: 8, scope: !57)
!61 = !DILocation(line: 26, column: 8, scope: !57)
!62 = !DILocation(line: 26, column: 12, scope: !57)
!63 = !DILocation(line: 26, column: 10, scope: !57)
!64 = !DILocation(line: 21, column: 3, scope: !53)
!65 = !DILocation(line: 27, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !57, file: !9, line: 26, column: 23)
!67 = !DILocation(line: 27, column: 23, scope: !66)
!68 = !DILocation(line: 27, column: 19, scope: !66)
!69 = !DILocation(line: 27, column: 5, scope: !66)
!70 = !DILocation(line: 27, column: 7, scope: !66)
!71 = !DILocation(line: 27, column: 12, scope: !66)
!72 = !DILocation(line: 28, column: 9, scope: !66)
!73 = !DILocation(line: 29, column: 3, scope: !66)
!74 = !DILocation(line: 26, column: 19, scope: !57)
!75 = !DILocation(line: 21, column: 3, scope: !57)
!76 = distinct !{!76, !64, !77}
!77 = !DILocation(line: 29, column: 3, scope: !53)
!78 = !DILocation(line: 30, column: 1, scope: !8)
