; ModuleID = 'dotprod_fixed.c'
source_filename = "dotprod_fixed.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@va = dso_local local_unnamed_addr global [48 x i16] zeroinitializer, align 2
@vb = dso_local local_unnamed_addr global [48 x i16] zeroinitializer, align 2
@seed = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @dot_product(i16* nocapture noundef readonly %0, i16* nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi i32 [ 0, %2 ], [ %12, %3 ]
  %5 = phi i16 [ 0, %2 ], [ %11, %3 ]
  %6 = phi i16* [ %1, %2 ], [ %13, %3 ]
  %7 = getelementptr inbounds i16, i16* %0, i32 %4
  %8 = load i16, i16* %7, align 2, !tbaa !7
  %9 = load i16, i16* %6, align 2, !tbaa !7
  %10 = mul i16 %9, %8
  %11 = add i16 %10, %5
  %12 = add nuw nsw i32 %4, 1
  %13 = getelementptr inbounds i16, i16* %6, i32 1
  %14 = icmp eq i32 %12, 48
  br i1 %14, label %15, label %3, !llvm.loop !11

15:                                               ; preds = %3
  ret i16 %11
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @dot_product_fp(i16* nocapture noundef readonly %0, i16* nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi i32 [ 0, %2 ], [ %16, %3 ]
  %5 = phi i16 [ 0, %2 ], [ %15, %3 ]
  %6 = phi i16* [ %1, %2 ], [ %17, %3 ]
  %7 = getelementptr inbounds i16, i16* %0, i32 %4
  %8 = load i16, i16* %7, align 2, !tbaa !7
  %9 = zext i16 %8 to i32
  %10 = load i16, i16* %6, align 2, !tbaa !7
  %11 = zext i16 %10 to i32
  %12 = mul nuw i32 %11, %9
  %13 = lshr i32 %12, 8
  %14 = trunc i32 %13 to i16
  %15 = add i16 %5, %14
  %16 = add nuw nsw i32 %4, 1
  %17 = getelementptr inbounds i16, i16* %6, i32 1
  %18 = icmp eq i32 %16, 48
  br i1 %18, label %19, label %3, !llvm.loop !14

19:                                               ; preds = %3
  ret i16 %15
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @dot_product_fp2(i16* nocapture noundef readonly %0, i16* nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %2, %3
  %4 = phi i32 [ 0, %2 ], [ %14, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %13, %3 ]
  %6 = phi i16* [ %1, %2 ], [ %15, %3 ]
  %7 = getelementptr inbounds i16, i16* %0, i32 %4
  %8 = load i16, i16* %7, align 2, !tbaa !7
  %9 = zext i16 %8 to i32
  %10 = load i16, i16* %6, align 2, !tbaa !7
  %11 = zext i16 %10 to i32
  %12 = mul nuw i32 %11, %9
  %13 = add i32 %12, %5
  %14 = add nuw nsw i32 %4, 1
  %15 = getelementptr inbounds i16, i16* %6, i32 1
  %16 = icmp eq i32 %14, 48
  br i1 %16, label %17, label %3, !llvm.loop !15

17:                                               ; preds = %3
  %18 = lshr i32 %13, 8
  %19 = trunc i32 %18 to i16
  ret i16 %19
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %92
  %2 = phi i32 [ -2128831035, %0 ], [ %99, %92 ]
  %3 = phi i32 [ 0, %0 ], [ %100, %92 ]
  %4 = load i32, i32* @seed, align 4, !tbaa !16
  br label %50

5:                                                ; preds = %92
  %6 = and i32 %99, 2147483647
  ret i32 %6

7:                                                ; preds = %50
  store i32 %60, i32* @seed, align 4, !tbaa !16
  br label %8

8:                                                ; preds = %7, %8
  %9 = phi i32 [ %17, %8 ], [ 0, %7 ]
  %10 = phi i16 [ %16, %8 ], [ 0, %7 ]
  %11 = phi i16* [ %18, %8 ], [ getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i32 0, i32 0), %7 ]
  %12 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %9
  %13 = load i16, i16* %12, align 2, !tbaa !7
  %14 = load i16, i16* %11, align 2, !tbaa !7
  %15 = mul i16 %14, %13
  %16 = add i16 %15, %10
  %17 = add nuw nsw i32 %9, 1
  %18 = getelementptr inbounds i16, i16* %11, i32 1
  %19 = icmp eq i32 %17, 48
  br i1 %19, label %20, label %8, !llvm.loop !11

20:                                               ; preds = %8, %20
  %21 = phi i32 [ %33, %20 ], [ 0, %8 ]
  %22 = phi i16 [ %32, %20 ], [ 0, %8 ]
  %23 = phi i16* [ %34, %20 ], [ getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i32 0, i32 0), %8 ]
  %24 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %21
  %25 = load i16, i16* %24, align 2, !tbaa !7
  %26 = zext i16 %25 to i32
  %27 = load i16, i16* %23, align 2, !tbaa !7
  %28 = zext i16 %27 to i32
  %29 = mul nuw i32 %28, %26
  %30 = lshr i32 %29, 8
  %31 = trunc i32 %30 to i16
  %32 = add i16 %22, %31
  %33 = add nuw nsw i32 %21, 1
  %34 = getelementptr inbounds i16, i16* %23, i32 1
  %35 = icmp eq i32 %33, 48
  br i1 %35, label %36, label %20, !llvm.loop !14

36:                                               ; preds = %20, %36
  %37 = phi i32 [ %47, %36 ], [ 0, %20 ]
  %38 = phi i32 [ %46, %36 ], [ 0, %20 ]
  %39 = phi i16* [ %48, %36 ], [ getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i32 0, i32 0), %20 ]
  %40 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %37
  %41 = load i16, i16* %40, align 2, !tbaa !7
  %42 = zext i16 %41 to i32
  %43 = load i16, i16* %39, align 2, !tbaa !7
  %44 = zext i16 %43 to i32
  %45 = mul nuw i32 %44, %42
  %46 = add i32 %45, %38
  %47 = add nuw nsw i32 %37, 1
  %48 = getelementptr inbounds i16, i16* %39, i32 1
  %49 = icmp eq i32 %47, 48
  br i1 %49, label %73, label %36, !llvm.loop !15

50:                                               ; preds = %1, %50
  %51 = phi i32 [ 0, %1 ], [ %65, %50 ]
  %52 = phi i32 [ %4, %1 ], [ %60, %50 ]
  %53 = mul i32 %52, 1103515245
  %54 = add i32 %53, 12345
  %55 = lshr i32 %54, 16
  %56 = trunc i32 %55 to i16
  %57 = and i16 %56, 1023
  %58 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %51
  store i16 %57, i16* %58, align 2, !tbaa !7
  %59 = mul i32 %54, 1103515245
  %60 = add i32 %59, 12345
  %61 = lshr i32 %60, 16
  %62 = trunc i32 %61 to i16
  %63 = and i16 %62, 1023
  %64 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i32 0, i32 %51
  store i16 %63, i16* %64, align 2, !tbaa !7
  %65 = add nuw nsw i32 %51, 1
  %66 = icmp eq i32 %65, 48
  br i1 %66, label %7, label %50, !llvm.loop !18

67:                                               ; preds = %73
  %68 = lshr i32 %46, 8
  %69 = lshr i32 %83, 8
  %70 = and i32 %69, 65535
  %71 = and i32 %68, 65535
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %87, label %86

73:                                               ; preds = %36, %73
  %74 = phi i32 [ %84, %73 ], [ 0, %36 ]
  %75 = phi i32 [ %83, %73 ], [ 0, %36 ]
  %76 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i32 0, i32 %74
  %77 = load i16, i16* %76, align 2, !tbaa !7
  %78 = zext i16 %77 to i32
  %79 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i32 0, i32 %74
  %80 = load i16, i16* %79, align 2, !tbaa !7
  %81 = zext i16 %80 to i32
  %82 = mul nuw i32 %81, %78
  %83 = add i32 %82, %75
  %84 = add nuw nsw i32 %74, 1
  %85 = icmp eq i32 %84, 48
  br i1 %85, label %67, label %73, !llvm.loop !19

86:                                               ; preds = %67
  call void @abort() #3
  br label %87

87:                                               ; preds = %86, %67
  %88 = and i32 %83, 65535
  %89 = zext i16 %16 to i32
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %92, label %91

91:                                               ; preds = %87
  call void @abort() #3
  br label %92

92:                                               ; preds = %91, %87
  %93 = xor i32 %2, %89
  %94 = mul i32 %93, 16777619
  %95 = zext i16 %32 to i32
  %96 = xor i32 %94, %95
  %97 = mul i32 %96, 16777619
  %98 = xor i32 %71, %97
  %99 = mul i32 %98, 16777619
  %100 = add nuw nsw i32 %3, 1
  %101 = icmp eq i32 %100, 24
  br i1 %101, label %5, label %1, !llvm.loop !20
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

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
!8 = !{!"short", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !9, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
