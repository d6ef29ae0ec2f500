; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@h = internal unnamed_addr global i32 -2128831035, align 4
@switch.table.main = private unnamed_addr constant [12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], align 4
@switch.table.main.1 = private unnamed_addr constant [15 x i32] [i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 97, i32 98, i32 99, i32 100, i32 101], align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %3

2:                                                ; preds = %58
  store i32 %61, i32* @h, align 4, !tbaa !7
  br label %65

3:                                                ; preds = %0, %58
  %4 = phi i32 [ -559038737, %0 ], [ %9, %58 ]
  %5 = phi i32 [ 0, %0 ], [ %62, %58 ]
  %6 = phi i32 [ 1, %0 ], [ %59, %58 ]
  %7 = phi i32 [ %1, %0 ], [ %61, %58 ]
  %8 = mul i32 %4, 1664525
  %9 = add i32 %8, 1013904223
  %10 = lshr i32 %9, 9
  %11 = add nsw i32 %10, -2097152
  %12 = lshr i32 %9, 28
  %13 = and i32 %5, 1
  %14 = xor i32 %12, %13
  switch i32 %14, label %56 [
    i32 0, label %15
    i32 1, label %17
    i32 2, label %19
    i32 3, label %21
    i32 4, label %23
    i32 5, label %25
    i32 6, label %27
    i32 7, label %30
    i32 8, label %33
    i32 9, label %36
    i32 10, label %39
    i32 11, label %42
    i32 12, label %45
    i32 13, label %45
    i32 14, label %48
  ]

15:                                               ; preds = %3
  %16 = add nsw i32 %11, %6
  br label %58

17:                                               ; preds = %3
  %18 = sub nsw i32 %6, %11
  br label %58

19:                                               ; preds = %3
  %20 = mul i32 %11, %6
  br label %58

21:                                               ; preds = %3
  %22 = and i32 %11, %6
  br label %58

23:                                               ; preds = %3
  %24 = or i32 %11, %6
  br label %58

25:                                               ; preds = %3
  %26 = xor i32 %11, %6
  br label %58

27:                                               ; preds = %3
  %28 = and i32 %10, 31
  %29 = shl i32 %6, %28
  br label %58

30:                                               ; preds = %3
  %31 = and i32 %10, 31
  %32 = lshr i32 %6, %31
  br label %58

33:                                               ; preds = %3
  %34 = and i32 %10, 31
  %35 = ashr i32 %6, %34
  br label %58

36:                                               ; preds = %3
  %37 = icmp slt i32 %6, %11
  %38 = zext i1 %37 to i32
  br label %58

39:                                               ; preds = %3
  %40 = icmp ult i32 %6, %11
  %41 = zext i1 %40 to i32
  br label %58

42:                                               ; preds = %3
  %43 = icmp eq i32 %6, %11
  %44 = select i1 %43, i32 1, i32 -1
  br label %58

45:                                               ; preds = %3, %3
  %46 = icmp sgt i32 %6, %11
  %47 = select i1 %46, i32 %6, i32 %11
  br label %58

48:                                               ; preds = %3
  %49 = icmp eq i32 %11, 0
  br i1 %49, label %58, label %50

50:                                               ; preds = %48
  %51 = icmp eq i32 %6, -2147483648
  %52 = icmp eq i32 %11, -1
  %53 = and i1 %51, %52
  br i1 %53, label %58, label %54

54:                                               ; preds = %50
  %55 = sdiv i32 %6, %11
  br label %58

56:                                               ; preds = %3
  %57 = xor i32 %6, -1
  br label %58

58:                                               ; preds = %15, %17, %19, %21, %23, %25, %27, %30, %33, %36, %39, %42, %45, %48, %50, %54, %56
  %59 = phi i32 [ %57, %56 ], [ %47, %45 ], [ %44, %42 ], [ %41, %39 ], [ %38, %36 ], [ %35, %33 ], [ %32, %30 ], [ %29, %27 ], [ %26, %25 ], [ %24, %23 ], [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %55, %54 ], [ 0, %50 ], [ 0, %48 ]
  %60 = xor i32 %7, %59
  %61 = mul i32 %60, 16777619
  %62 = add nuw nsw i32 %5, 1
  %63 = icmp eq i32 %62, 1200
  br i1 %63, label %2, label %3, !llvm.loop !11

64:                                               ; preds = %80
  store i32 %83, i32* @h, align 4, !tbaa !7
  br label %86

65:                                               ; preds = %2, %80
  %66 = phi i32 [ 0, %2 ], [ %84, %80 ]
  %67 = phi i32 [ %61, %2 ], [ %83, %80 ]
  switch i32 %66, label %79 [
    i32 7, label %68
    i32 6, label %69
    i32 5, label %71
    i32 4, label %73
    i32 3, label %75
    i32 2, label %77
    i32 1, label %80
    i32 0, label %80
  ]

68:                                               ; preds = %65
  br label %69

69:                                               ; preds = %68, %65
  %70 = phi i32 [ 63, %65 ], [ 127, %68 ]
  br label %71

71:                                               ; preds = %69, %65
  %72 = phi i32 [ 31, %65 ], [ %70, %69 ]
  br label %73

73:                                               ; preds = %71, %65
  %74 = phi i32 [ 15, %65 ], [ %72, %71 ]
  br label %75

75:                                               ; preds = %73, %65
  %76 = phi i32 [ 7, %65 ], [ %74, %73 ]
  br label %77

77:                                               ; preds = %75, %65
  %78 = phi i32 [ 3, %65 ], [ %76, %75 ]
  br label %80

79:                                               ; preds = %65
  br label %80

80:                                               ; preds = %65, %77, %65, %79
  %81 = phi i32 [ -1, %79 ], [ %66, %65 ], [ %66, %65 ], [ %78, %77 ]
  %82 = xor i32 %67, %81
  %83 = mul i32 %82, 16777619
  %84 = add nuw nsw i32 %66, 1
  %85 = icmp eq i32 %84, 10
  br i1 %85, label %64, label %65, !llvm.loop !14

86:                                               ; preds = %64, %93
  %87 = phi i32 [ 0, %64 ], [ %94, %93 ]
  %88 = phi i32 [ 0, %64 ], [ %106, %93 ]
  br label %96

89:                                               ; preds = %93
  %90 = load i32, i32* @h, align 4, !tbaa !7
  %91 = xor i32 %90, %106
  %92 = mul i32 %91, 16777619
  store i32 %92, i32* @h, align 4, !tbaa !7
  br label %111

93:                                               ; preds = %104
  %94 = add nuw nsw i32 %87, 1
  %95 = icmp eq i32 %94, 40
  br i1 %95, label %89, label %86, !llvm.loop !15

96:                                               ; preds = %86, %104
  %97 = phi i32 [ 0, %86 ], [ %107, %104 ]
  %98 = phi i32 [ %88, %86 ], [ %106, %104 ]
  %99 = add nsw i32 %97, -1
  %100 = icmp ult i32 %99, 12
  br i1 %100, label %101, label %104

101:                                              ; preds = %96
  %102 = getelementptr inbounds [12 x i32], [12 x i32]* @switch.table.main, i32 0, i32 %99
  %103 = load i32, i32* %102, align 4
  br label %104

104:                                              ; preds = %96, %101
  %105 = phi i32 [ %103, %101 ], [ 0, %96 ]
  %106 = add nsw i32 %105, %98
  %107 = add nuw nsw i32 %97, 1
  %108 = icmp eq i32 %107, 14
  br i1 %108, label %93, label %96, !llvm.loop !16

109:                                              ; preds = %120
  store i32 %123, i32* @h, align 4, !tbaa !7
  %110 = and i32 %123, 2147483647
  ret i32 %110

111:                                              ; preds = %89, %120
  %112 = phi i32 [ 0, %89 ], [ %124, %120 ]
  %113 = phi i32 [ %92, %89 ], [ %123, %120 ]
  %114 = mul nuw nsw i32 %112, 7
  %115 = and i32 %114, 15
  %116 = icmp eq i32 %115, 15
  br i1 %116, label %120, label %117

117:                                              ; preds = %111
  %118 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main.1, i32 0, i32 %115
  %119 = load i32, i32* %118, align 4
  br label %120

120:                                              ; preds = %111, %117
  %121 = phi i32 [ %119, %117 ], [ 102, %111 ]
  %122 = xor i32 %113, %121
  %123 = mul i32 %122, 16777619
  %124 = add nuw nsw i32 %112, 1
  %125 = icmp eq i32 %124, 64
  br i1 %125, label %109, label %111, !llvm.loop !17
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
