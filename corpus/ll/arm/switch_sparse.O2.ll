; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@probes = internal unnamed_addr constant [24 x i32] [i32 -100000, i32 -4096, i32 -7, i32 -1, i32 0, i32 3, i32 64, i32 65, i32 66, i32 67, i32 1000, i32 4096, i32 65536, i32 1000000, i32 2147483632, i32 5, i32 -2, i32 68, i32 63, i32 999, i32 1001, i32 65535, i32 65537, i32 -100001], align 4
@text = internal unnamed_addr constant [66 x i8] c"Hello, world; this: is a test. Does it work? Yes!\09Tabs\0Aand lines.\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %2

2:                                                ; preds = %0, %6
  %3 = phi i32 [ 0, %0 ], [ %7, %6 ]
  %4 = phi i32 [ %1, %0 ], [ %33, %6 ]
  %5 = and i32 %3, 1
  br label %9

6:                                                ; preds = %30
  %7 = add nuw nsw i32 %3, 1
  %8 = icmp eq i32 %7, 30
  br i1 %8, label %36, label %2, !llvm.loop !11

9:                                                ; preds = %2, %30
  %10 = phi i32 [ 0, %2 ], [ %34, %30 ]
  %11 = phi i32 [ %4, %2 ], [ %33, %30 ]
  %12 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %10
  %13 = load i32, i32* %12, align 4, !tbaa !7
  %14 = add nsw i32 %13, %5
  switch i32 %14, label %29 [
    i32 -100000, label %30
    i32 -4096, label %15
    i32 -7, label %16
    i32 -1, label %17
    i32 0, label %18
    i32 3, label %19
    i32 64, label %20
    i32 65, label %21
    i32 66, label %22
    i32 67, label %23
    i32 1000, label %24
    i32 4096, label %25
    i32 65536, label %26
    i32 1000000, label %27
    i32 2147483632, label %28
  ]

15:                                               ; preds = %9
  br label %30

16:                                               ; preds = %9
  br label %30

17:                                               ; preds = %9
  br label %30

18:                                               ; preds = %9
  br label %30

19:                                               ; preds = %9
  br label %30

20:                                               ; preds = %9
  br label %30

21:                                               ; preds = %9
  br label %30

22:                                               ; preds = %9
  br label %30

23:                                               ; preds = %9
  br label %30

24:                                               ; preds = %9
  br label %30

25:                                               ; preds = %9
  br label %30

26:                                               ; preds = %9
  br label %30

27:                                               ; preds = %9
  br label %30

28:                                               ; preds = %9
  br label %30

29:                                               ; preds = %9
  br label %30

30:                                               ; preds = %9, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29
  %31 = phi i32 [ 0, %29 ], [ 15, %28 ], [ 14, %27 ], [ 13, %26 ], [ 12, %25 ], [ 11, %24 ], [ 10, %23 ], [ 9, %22 ], [ 8, %21 ], [ 7, %20 ], [ 6, %19 ], [ 5, %18 ], [ 4, %17 ], [ 3, %16 ], [ 2, %15 ], [ 1, %9 ]
  %32 = xor i32 %11, %31
  %33 = mul i32 %32, 16777619
  %34 = add nuw nsw i32 %10, 1
  %35 = icmp eq i32 %34, 24
  br i1 %35, label %6, label %9, !llvm.loop !13

36:                                               ; preds = %6, %61
  %37 = phi i32 [ %65, %61 ], [ 0, %6 ]
  %38 = phi i32 [ %41, %61 ], [ 12345, %6 ]
  %39 = phi i32 [ %64, %61 ], [ %33, %6 ]
  %40 = mul i32 %38, 1103515245
  %41 = add i32 %40, 12345
  %42 = lshr i32 %41, 1
  %43 = urem i32 %42, 70
  switch i32 %43, label %49 [
    i32 67, label %48
    i32 66, label %47
    i32 65, label %46
    i32 64, label %45
    i32 0, label %50
    i32 3, label %44
  ]

44:                                               ; preds = %36
  br label %50

45:                                               ; preds = %36
  br label %50

46:                                               ; preds = %36
  br label %50

47:                                               ; preds = %36
  br label %50

48:                                               ; preds = %36
  br label %50

49:                                               ; preds = %36
  br label %50

50:                                               ; preds = %36, %44, %45, %46, %47, %48, %49
  %51 = phi i32 [ 0, %49 ], [ 10, %48 ], [ 9, %47 ], [ 8, %46 ], [ 7, %45 ], [ 6, %44 ], [ 5, %36 ]
  %52 = xor i32 %39, %51
  %53 = mul i32 %52, 16777619
  %54 = lshr i32 %41, 3
  %55 = urem i32 %54, 600
  %56 = trunc i32 %55 to i10
  switch i10 %56, label %60 [
    i10 21, label %61
    i10 22, label %61
    i10 23, label %61
    i10 25, label %57
    i10 110, label %57
    i10 143, label %57
    i10 80, label %58
    i10 443, label %58
    i10 53, label %59
  ]

57:                                               ; preds = %50, %50, %50
  br label %61

58:                                               ; preds = %50, %50
  br label %61

59:                                               ; preds = %50
  br label %61

60:                                               ; preds = %50
  br label %61

61:                                               ; preds = %50, %50, %50, %57, %58, %59, %60
  %62 = phi i32 [ 6, %60 ], [ 4, %59 ], [ 3, %58 ], [ 2, %57 ], [ 1, %50 ], [ 1, %50 ], [ 1, %50 ]
  %63 = xor i32 %62, %53
  %64 = mul i32 %63, 16777619
  %65 = add nuw nsw i32 %37, 1
  %66 = icmp eq i32 %65, 600
  br i1 %66, label %72, label %36, !llvm.loop !14

67:                                               ; preds = %83
  %68 = xor i32 %86, 3
  %69 = mul i32 %68, 16777619
  %70 = xor i32 %69, 5
  %71 = mul i32 %70, 16777619
  br label %149

72:                                               ; preds = %61, %83
  %73 = phi i32 [ %87, %83 ], [ 0, %61 ]
  %74 = phi i32 [ %86, %83 ], [ %64, %61 ]
  %75 = trunc i32 %73 to i16
  switch i16 %75, label %80 [
    i16 21, label %83
    i16 22, label %83
    i16 23, label %83
    i16 25, label %76
    i16 110, label %76
    i16 143, label %76
    i16 80, label %77
    i16 443, label %77
    i16 8080, label %77
    i16 53, label %78
    i16 -1, label %79
  ]

76:                                               ; preds = %72, %72, %72
  br label %83

77:                                               ; preds = %72, %72, %72
  br label %83

78:                                               ; preds = %72
  br label %83

79:                                               ; preds = %72
  br label %83

80:                                               ; preds = %72
  %81 = icmp ult i16 %75, 1024
  %82 = select i1 %81, i32 6, i32 7
  br label %83

83:                                               ; preds = %72, %72, %72, %76, %77, %78, %79, %80
  %84 = phi i32 [ %82, %80 ], [ 5, %79 ], [ 4, %78 ], [ 3, %77 ], [ 2, %76 ], [ 1, %72 ], [ 1, %72 ], [ 1, %72 ]
  %85 = xor i32 %74, %84
  %86 = mul i32 %85, 16777619
  %87 = add nuw nsw i32 %73, 997
  %88 = icmp ult i32 %73, 69003
  br i1 %88, label %72, label %67, !llvm.loop !15

89:                                               ; preds = %155, %95
  %90 = phi i32 [ %99, %95 ], [ 0, %155 ]
  %91 = phi i32 [ %98, %95 ], [ %158, %155 ]
  %92 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %90
  %93 = load i8, i8* %92, align 1, !tbaa !16
  switch i8 %93, label %94 [
    i8 32, label %95
    i8 9, label %95
    i8 10, label %95
    i8 44, label %95
    i8 59, label %95
    i8 58, label %95
    i8 46, label %95
    i8 33, label %95
    i8 63, label %95
  ]

94:                                               ; preds = %89
  br label %95

95:                                               ; preds = %94, %89, %89, %89, %89, %89, %89, %89, %89, %89
  %96 = phi i32 [ 0, %94 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ], [ 2, %89 ]
  %97 = xor i32 %91, %96
  %98 = mul i32 %97, 16777619
  %99 = add nuw nsw i32 %90, 1
  %100 = icmp eq i32 %99, 65
  br i1 %100, label %101, label %89, !llvm.loop !17

101:                                              ; preds = %95, %107
  %102 = phi i32 [ %111, %107 ], [ 0, %95 ]
  %103 = phi i32 [ %110, %107 ], [ %98, %95 ]
  %104 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %102
  %105 = load i8, i8* %104, align 1, !tbaa !16
  switch i8 %105, label %106 [
    i8 32, label %107
    i8 9, label %107
    i8 10, label %107
    i8 44, label %107
    i8 59, label %107
    i8 58, label %107
    i8 46, label %107
    i8 33, label %107
    i8 63, label %107
  ]

106:                                              ; preds = %101
  br label %107

107:                                              ; preds = %106, %101, %101, %101, %101, %101, %101, %101, %101, %101
  %108 = phi i32 [ 0, %106 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ], [ 4, %101 ]
  %109 = xor i32 %103, %108
  %110 = mul i32 %109, 16777619
  %111 = add nuw nsw i32 %102, 1
  %112 = icmp eq i32 %111, 65
  br i1 %112, label %113, label %101, !llvm.loop !17

113:                                              ; preds = %107, %119
  %114 = phi i32 [ %123, %119 ], [ 0, %107 ]
  %115 = phi i32 [ %122, %119 ], [ %110, %107 ]
  %116 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %114
  %117 = load i8, i8* %116, align 1, !tbaa !16
  switch i8 %117, label %118 [
    i8 32, label %119
    i8 9, label %119
    i8 10, label %119
    i8 44, label %119
    i8 59, label %119
    i8 58, label %119
    i8 46, label %119
    i8 33, label %119
    i8 63, label %119
  ]

118:                                              ; preds = %113
  br label %119

119:                                              ; preds = %118, %113, %113, %113, %113, %113, %113, %113, %113, %113
  %120 = phi i32 [ 0, %118 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ], [ 8, %113 ]
  %121 = xor i32 %115, %120
  %122 = mul i32 %121, 16777619
  %123 = add nuw nsw i32 %114, 1
  %124 = icmp eq i32 %123, 65
  br i1 %124, label %125, label %113, !llvm.loop !17

125:                                              ; preds = %119, %131
  %126 = phi i32 [ %135, %131 ], [ 0, %119 ]
  %127 = phi i32 [ %134, %131 ], [ %122, %119 ]
  %128 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %126
  %129 = load i8, i8* %128, align 1, !tbaa !16
  switch i8 %129, label %130 [
    i8 32, label %131
    i8 9, label %131
    i8 10, label %131
    i8 44, label %131
    i8 59, label %131
    i8 58, label %131
    i8 46, label %131
    i8 33, label %131
    i8 63, label %131
  ]

130:                                              ; preds = %125
  br label %131

131:                                              ; preds = %130, %125, %125, %125, %125, %125, %125, %125, %125, %125
  %132 = phi i32 [ 0, %130 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ], [ 1, %125 ]
  %133 = xor i32 %127, %132
  %134 = mul i32 %133, 16777619
  %135 = add nuw nsw i32 %126, 1
  %136 = icmp eq i32 %135, 65
  br i1 %136, label %137, label %125, !llvm.loop !17

137:                                              ; preds = %131, %143
  %138 = phi i32 [ %147, %143 ], [ 0, %131 ]
  %139 = phi i32 [ %146, %143 ], [ %134, %131 ]
  %140 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %138
  %141 = load i8, i8* %140, align 1, !tbaa !16
  switch i8 %141, label %142 [
    i8 32, label %143
    i8 9, label %143
    i8 10, label %143
    i8 44, label %143
    i8 59, label %143
    i8 58, label %143
    i8 46, label %143
    i8 33, label %143
    i8 63, label %143
  ]

142:                                              ; preds = %137
  br label %143

143:                                              ; preds = %142, %137, %137, %137, %137, %137, %137, %137, %137, %137
  %144 = phi i32 [ 0, %142 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ], [ 2, %137 ]
  %145 = xor i32 %139, %144
  %146 = mul i32 %145, 16777619
  %147 = add nuw nsw i32 %138, 1
  %148 = icmp eq i32 %147, 65
  br i1 %148, label %161, label %137, !llvm.loop !17

149:                                              ; preds = %67, %155
  %150 = phi i32 [ 0, %67 ], [ %159, %155 ]
  %151 = phi i32 [ %71, %67 ], [ %158, %155 ]
  %152 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %150
  %153 = load i8, i8* %152, align 1, !tbaa !16
  switch i8 %153, label %154 [
    i8 32, label %155
    i8 9, label %155
    i8 10, label %155
    i8 44, label %155
    i8 59, label %155
    i8 58, label %155
    i8 46, label %155
    i8 33, label %155
    i8 63, label %155
  ]

154:                                              ; preds = %149
  br label %155

155:                                              ; preds = %149, %149, %149, %149, %149, %149, %149, %149, %149, %154
  %156 = phi i32 [ 0, %154 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ], [ 1, %149 ]
  %157 = xor i32 %151, %156
  %158 = mul i32 %157, 16777619
  %159 = add nuw nsw i32 %150, 1
  %160 = icmp eq i32 %159, 65
  br i1 %160, label %89, label %149, !llvm.loop !17

161:                                              ; preds = %143
  %162 = xor i32 %146, 1
  %163 = mul i32 %162, 16777619
  %164 = xor i32 %163, 2
  %165 = mul i32 %164, 16777619
  %166 = xor i32 %165, 3
  %167 = mul i32 %166, 16777619
  %168 = xor i32 %167, 4
  %169 = mul i32 %168, 16777619
  %170 = xor i32 %169, 5
  %171 = mul i32 %170, 16777619
  %172 = xor i32 %171, 6
  %173 = mul i32 %172, 1185368003
  store i32 %173, i32* @h, align 4, !tbaa !7
  %174 = and i32 %173, 2147483647
  ret i32 %174
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!9, !9, i64 0}
!17 = distinct !{!17, !12}
