; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@main.expected = internal unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40], align 4
@first_found = internal unnamed_addr global i1 false, align 4
@first_hash = internal unnamed_addr global i32 0, align 4
@queen_col = internal unnamed_addr global [8 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %18
  %2 = and i32 %23, 2147483647
  ret i32 %2

3:                                                ; preds = %0, %18
  %4 = phi i32 [ -2128831035, %0 ], [ %23, %18 ]
  %5 = phi i32 [ 1, %0 ], [ %24, %18 ]
  %6 = tail call fastcc i32 @solve_bits(i32 noundef %5, i32 noundef 0, i32 noundef 0, i32 noundef 0) #4
  store i1 false, i1* @first_found, align 4
  store i32 0, i32* @first_hash, align 4, !tbaa !7
  %7 = icmp eq i32 %5, 7
  br i1 %7, label %10, label %8

8:                                                ; preds = %3
  %9 = tail call fastcc i32 @solve_array(i32 noundef %5, i32 noundef 0) #4
  br label %10

10:                                               ; preds = %3, %8
  %11 = phi i32 [ %9, %8 ], [ %6, %3 ]
  %12 = getelementptr inbounds [8 x i32], [8 x i32]* @main.expected, i32 0, i32 %5
  %13 = load i32, i32* %12, align 4, !tbaa !7
  %14 = icmp eq i32 %6, %13
  %15 = icmp eq i32 %11, %6
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %18, label %17

17:                                               ; preds = %10
  tail call void @abort() #5
  br label %18

18:                                               ; preds = %10, %17
  %19 = xor i32 %6, %4
  %20 = mul i32 %19, 16777619
  %21 = load i32, i32* @first_hash, align 4, !tbaa !7
  %22 = xor i32 %21, %20
  %23 = mul i32 %22, 16777619
  %24 = add nuw nsw i32 %5, 1
  %25 = icmp eq i32 %24, 8
  br i1 %25, label %1, label %3, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = shl nsw i32 -1, %0
  %6 = xor i32 %5, -1
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %29, label %8

8:                                                ; preds = %4
  %9 = or i32 %2, %1
  %10 = or i32 %9, %3
  %11 = xor i32 %10, -1
  %12 = and i32 %11, %6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
  %17 = sub i32 0, %15
  %18 = and i32 %15, %17
  %19 = xor i32 %18, %15
  %20 = or i32 %18, %1
  %21 = or i32 %18, %2
  %22 = shl i32 %21, 1
  %23 = and i32 %22, %6
  %24 = or i32 %18, %3
  %25 = lshr i32 %24, 1
  %26 = tail call fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25) #4
  %27 = add nsw i32 %26, %16
  %28 = icmp eq i32 %19, 0
  br i1 %28, label %29, label %14, !llvm.loop !13

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @solve_array(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, %0
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %98

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %1
  %9 = add nsw i32 %1, 1
  br label %47

10:                                               ; preds = %2
  %11 = load i1, i1* @first_found, align 4
  br i1 %11, label %98, label %12

12:                                               ; preds = %10
  store i1 true, i1* @first_found, align 4
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %98

14:                                               ; preds = %12
  %15 = load i32, i32* @first_hash, align 4, !tbaa !7
  %16 = add i32 %1, -1
  %17 = and i32 %1, 3
  %18 = icmp ult i32 %16, 3
  br i1 %18, label %72, label %19

19:                                               ; preds = %14
  %20 = and i32 %1, -4
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 0, %19 ], [ %44, %21 ]
  %23 = phi i32 [ %15, %19 ], [ %43, %21 ]
  %24 = phi i32 [ 0, %19 ], [ %45, %21 ]
  %25 = shl i32 %23, 3
  %26 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %22
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = add i32 %25, %27
  %29 = or i32 %22, 1
  %30 = shl i32 %28, 3
  %31 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %29
  %32 = load i32, i32* %31, align 4, !tbaa !7
  %33 = add i32 %30, %32
  %34 = or i32 %22, 2
  %35 = shl i32 %33, 3
  %36 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %34
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = add i32 %35, %37
  %39 = or i32 %22, 3
  %40 = shl i32 %38, 3
  %41 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %39
  %42 = load i32, i32* %41, align 4, !tbaa !7
  %43 = add i32 %40, %42
  %44 = add nuw nsw i32 %22, 4
  %45 = add i32 %24, 4
  %46 = icmp eq i32 %45, %20
  br i1 %46, label %72, label %21, !llvm.loop !14

47:                                               ; preds = %6, %68
  %48 = phi i32 [ 0, %6 ], [ %70, %68 ]
  %49 = phi i32 [ 0, %6 ], [ %69, %68 ]
  br i1 %7, label %52, label %65

50:                                               ; preds = %57
  %51 = icmp eq i32 %64, %1
  br i1 %51, label %65, label %52, !llvm.loop !15

52:                                               ; preds = %47, %50
  %53 = phi i32 [ %64, %50 ], [ 0, %47 ]
  %54 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !7
  %56 = icmp eq i32 %55, %48
  br i1 %56, label %68, label %57

57:                                               ; preds = %52
  %58 = sub nsw i32 %55, %48
  %59 = sub nsw i32 %1, %53
  %60 = icmp eq i32 %58, %59
  %61 = sub nsw i32 %48, %55
  %62 = icmp eq i32 %61, %59
  %63 = select i1 %60, i1 true, i1 %62
  %64 = add nuw nsw i32 %53, 1
  br i1 %63, label %68, label %50

65:                                               ; preds = %50, %47
  store i32 %48, i32* %8, align 4, !tbaa !7
  %66 = tail call fastcc i32 @solve_array(i32 noundef %0, i32 noundef %9) #4
  %67 = add nsw i32 %66, %49
  store i32 -1, i32* %8, align 4, !tbaa !7
  br label %68

68:                                               ; preds = %52, %57, %65
  %69 = phi i32 [ %67, %65 ], [ %49, %57 ], [ %49, %52 ]
  %70 = add nuw nsw i32 %48, 1
  %71 = icmp eq i32 %70, %0
  br i1 %71, label %98, label %47, !llvm.loop !16

72:                                               ; preds = %21, %14
  %73 = phi i32 [ undef, %14 ], [ %43, %21 ]
  %74 = phi i32 [ 0, %14 ], [ %44, %21 ]
  %75 = phi i32 [ %15, %14 ], [ %43, %21 ]
  %76 = icmp eq i32 %17, 0
  br i1 %76, label %96, label %77

77:                                               ; preds = %72
  %78 = shl i32 %75, 3
  %79 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %74
  %80 = load i32, i32* %79, align 4, !tbaa !7
  %81 = add i32 %78, %80
  %82 = icmp eq i32 %17, 1
  br i1 %82, label %96, label %83

83:                                               ; preds = %77
  %84 = add nuw nsw i32 %74, 1
  %85 = shl i32 %81, 3
  %86 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %84
  %87 = load i32, i32* %86, align 4, !tbaa !7
  %88 = add i32 %85, %87
  %89 = icmp eq i32 %17, 2
  br i1 %89, label %96, label %90

90:                                               ; preds = %83
  %91 = add nuw nsw i32 %74, 2
  %92 = shl i32 %88, 3
  %93 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %91
  %94 = load i32, i32* %93, align 4, !tbaa !7
  %95 = add i32 %92, %94
  br label %96

96:                                               ; preds = %77, %83, %90, %72
  %97 = phi i32 [ %73, %72 ], [ %81, %77 ], [ %88, %83 ], [ %95, %90 ]
  store i32 %97, i32* @first_hash, align 4, !tbaa !7
  br label %98

98:                                               ; preds = %68, %4, %12, %96, %10
  %99 = phi i32 [ 1, %10 ], [ 1, %96 ], [ 1, %12 ], [ 0, %4 ], [ %69, %68 ]
  ret i32 %99
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
