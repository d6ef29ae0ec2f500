; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@h = internal unnamed_addr global i32 -2128831035, align 4
@switch.table.main = private unnamed_addr constant [15 x i32] [i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 97, i32 98, i32 99, i32 100, i32 101], align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %2

2:                                                ; preds = %108, %0
  %3 = phi i32 [ -559038737, %0 ], [ %60, %108 ]
  %4 = phi i32 [ 0, %0 ], [ %112, %108 ]
  %5 = phi i32 [ 1, %0 ], [ %109, %108 ]
  %6 = phi i32 [ %1, %0 ], [ %111, %108 ]
  %7 = mul i32 %3, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 9
  %10 = add nsw i32 %9, -2097152
  %11 = lshr i32 %8, 28
  switch i32 %11, label %53 [
    i32 0, label %12
    i32 1, label %14
    i32 2, label %16
    i32 3, label %18
    i32 4, label %20
    i32 5, label %22
    i32 6, label %24
    i32 7, label %27
    i32 8, label %30
    i32 9, label %33
    i32 10, label %36
    i32 11, label %39
    i32 12, label %42
    i32 13, label %42
    i32 14, label %45
  ]

12:                                               ; preds = %2
  %13 = add nsw i32 %10, %5
  br label %55

14:                                               ; preds = %2
  %15 = sub nsw i32 %5, %10
  br label %55

16:                                               ; preds = %2
  %17 = mul i32 %10, %5
  br label %55

18:                                               ; preds = %2
  %19 = and i32 %10, %5
  br label %55

20:                                               ; preds = %2
  %21 = or i32 %10, %5
  br label %55

22:                                               ; preds = %2
  %23 = xor i32 %10, %5
  br label %55

24:                                               ; preds = %2
  %25 = and i32 %9, 31
  %26 = shl i32 %5, %25
  br label %55

27:                                               ; preds = %2
  %28 = and i32 %9, 31
  %29 = lshr i32 %5, %28
  br label %55

30:                                               ; preds = %2
  %31 = and i32 %9, 31
  %32 = ashr i32 %5, %31
  br label %55

33:                                               ; preds = %2
  %34 = icmp slt i32 %5, %10
  %35 = zext i1 %34 to i32
  br label %55

36:                                               ; preds = %2
  %37 = icmp ult i32 %5, %10
  %38 = zext i1 %37 to i32
  br label %55

39:                                               ; preds = %2
  %40 = icmp eq i32 %5, %10
  %41 = select i1 %40, i32 1, i32 -1
  br label %55

42:                                               ; preds = %2, %2
  %43 = icmp sgt i32 %5, %10
  %44 = select i1 %43, i32 %5, i32 %10
  br label %55

45:                                               ; preds = %2
  %46 = icmp eq i32 %10, 0
  br i1 %46, label %55, label %47

47:                                               ; preds = %45
  %48 = icmp eq i32 %5, -2147483648
  %49 = icmp eq i32 %10, -1
  %50 = and i1 %48, %49
  br i1 %50, label %55, label %51

51:                                               ; preds = %47
  %52 = sdiv i32 %5, %10
  br label %55

53:                                               ; preds = %2
  %54 = xor i32 %5, -1
  br label %55

55:                                               ; preds = %12, %14, %16, %18, %20, %22, %24, %27, %30, %33, %36, %39, %42, %45, %47, %51, %53
  %56 = phi i32 [ %54, %53 ], [ %44, %42 ], [ %41, %39 ], [ %38, %36 ], [ %35, %33 ], [ %32, %30 ], [ %29, %27 ], [ %26, %24 ], [ %23, %22 ], [ %21, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %52, %51 ], [ 0, %47 ], [ 0, %45 ]
  %57 = xor i32 %6, %56
  %58 = mul i32 %57, 16777619
  %59 = mul i32 %8, 1664525
  %60 = add i32 %59, 1013904223
  %61 = lshr i32 %60, 9
  %62 = add nsw i32 %61, -2097152
  %63 = lshr i32 %60, 28
  %64 = xor i32 %63, 1
  switch i32 %64, label %106 [
    i32 0, label %104
    i32 1, label %102
    i32 2, label %100
    i32 3, label %98
    i32 4, label %96
    i32 5, label %94
    i32 6, label %91
    i32 7, label %88
    i32 8, label %85
    i32 9, label %82
    i32 10, label %79
    i32 11, label %76
    i32 12, label %73
    i32 13, label %73
    i32 14, label %65
  ]

65:                                               ; preds = %55
  %66 = icmp eq i32 %62, 0
  br i1 %66, label %108, label %67

67:                                               ; preds = %65
  %68 = icmp eq i32 %56, -2147483648
  %69 = icmp eq i32 %62, -1
  %70 = and i1 %68, %69
  br i1 %70, label %108, label %71

71:                                               ; preds = %67
  %72 = sdiv i32 %56, %62
  br label %108

73:                                               ; preds = %55, %55
  %74 = icmp sgt i32 %56, %62
  %75 = select i1 %74, i32 %56, i32 %62
  br label %108

76:                                               ; preds = %55
  %77 = icmp eq i32 %56, %62
  %78 = select i1 %77, i32 1, i32 -1
  br label %108

79:                                               ; preds = %55
  %80 = icmp ult i32 %56, %62
  %81 = zext i1 %80 to i32
  br label %108

82:                                               ; preds = %55
  %83 = icmp slt i32 %56, %62
  %84 = zext i1 %83 to i32
  br label %108

85:                                               ; preds = %55
  %86 = and i32 %61, 31
  %87 = ashr i32 %56, %86
  br label %108

88:                                               ; preds = %55
  %89 = and i32 %61, 31
  %90 = lshr i32 %56, %89
  br label %108

91:                                               ; preds = %55
  %92 = and i32 %61, 31
  %93 = shl i32 %56, %92
  br label %108

94:                                               ; preds = %55
  %95 = xor i32 %62, %56
  br label %108

96:                                               ; preds = %55
  %97 = or i32 %62, %56
  br label %108

98:                                               ; preds = %55
  %99 = and i32 %62, %56
  br label %108

100:                                              ; preds = %55
  %101 = mul i32 %62, %56
  br label %108

102:                                              ; preds = %55
  %103 = sub nsw i32 %56, %62
  br label %108

104:                                              ; preds = %55
  %105 = add nsw i32 %62, %56
  br label %108

106:                                              ; preds = %55
  %107 = xor i32 %56, -1
  br label %108

108:                                              ; preds = %106, %104, %102, %100, %98, %96, %94, %91, %88, %85, %82, %79, %76, %73, %71, %67, %65
  %109 = phi i32 [ %107, %106 ], [ %75, %73 ], [ %78, %76 ], [ %81, %79 ], [ %84, %82 ], [ %87, %85 ], [ %90, %88 ], [ %93, %91 ], [ %95, %94 ], [ %97, %96 ], [ %99, %98 ], [ %101, %100 ], [ %103, %102 ], [ %105, %104 ], [ %72, %71 ], [ 0, %67 ], [ 0, %65 ]
  %110 = xor i32 %58, %109
  %111 = mul i32 %110, 16777619
  %112 = add nuw nsw i32 %4, 2
  %113 = icmp eq i32 %112, 1200
  br i1 %113, label %114, label %2, !llvm.loop !11

114:                                              ; preds = %108
  %115 = mul i32 %110, 637696617
  %116 = xor i32 %115, 1
  %117 = mul i32 %116, 16777619
  %118 = xor i32 %117, 3
  %119 = mul i32 %118, 16777619
  %120 = xor i32 %119, 7
  %121 = mul i32 %120, 16777619
  %122 = xor i32 %121, 15
  %123 = mul i32 %122, 16777619
  %124 = xor i32 %123, 31
  %125 = mul i32 %124, 16777619
  %126 = xor i32 %125, 63
  %127 = mul i32 %126, 16777619
  %128 = xor i32 %127, 127
  %129 = mul i32 %128, 16777619
  %130 = xor i32 %129, -1
  %131 = mul i32 %130, 16777619
  %132 = xor i32 %131, -1
  %133 = mul i32 %132, 16777619
  %134 = xor i32 %133, 14600
  %135 = mul i32 %134, 16777619
  br label %138

136:                                              ; preds = %154
  store i32 %199, i32* @h, align 4, !tbaa !7
  %137 = and i32 %199, 2147483647
  ret i32 %137

138:                                              ; preds = %154, %114
  %139 = phi i32 [ 0, %114 ], [ %200, %154 ]
  %140 = phi i32 [ %135, %114 ], [ %199, %154 ]
  %141 = mul nuw nsw i32 %139, 7
  %142 = and i32 %141, 8
  %143 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %142
  %144 = load i32, i32* %143, align 4
  %145 = xor i32 %140, %144
  %146 = mul i32 %145, 16777619
  %147 = or i32 %139, 1
  %148 = mul nuw nsw i32 %147, 7
  %149 = and i32 %148, 15
  %150 = icmp eq i32 %149, 15
  br i1 %150, label %154, label %151

151:                                              ; preds = %138
  %152 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %149
  %153 = load i32, i32* %152, align 4
  br label %154

154:                                              ; preds = %151, %138
  %155 = phi i32 [ %153, %151 ], [ 102, %138 ]
  %156 = xor i32 %146, %155
  %157 = mul i32 %156, 16777619
  %158 = or i32 %139, 2
  %159 = mul nuw nsw i32 %158, 7
  %160 = and i32 %159, 14
  %161 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %160
  %162 = load i32, i32* %161, align 4
  %163 = xor i32 %157, %162
  %164 = mul i32 %163, 16777619
  %165 = or i32 %139, 3
  %166 = mul nuw nsw i32 %165, 7
  %167 = and i32 %166, 13
  %168 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %167
  %169 = load i32, i32* %168, align 4
  %170 = xor i32 %164, %169
  %171 = mul i32 %170, 16777619
  %172 = or i32 %139, 4
  %173 = mul nuw nsw i32 %172, 7
  %174 = and i32 %173, 12
  %175 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %174
  %176 = load i32, i32* %175, align 4
  %177 = xor i32 %171, %176
  %178 = mul i32 %177, 16777619
  %179 = or i32 %139, 5
  %180 = mul nuw nsw i32 %179, 7
  %181 = and i32 %180, 11
  %182 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %181
  %183 = load i32, i32* %182, align 4
  %184 = xor i32 %178, %183
  %185 = mul i32 %184, 16777619
  %186 = or i32 %139, 6
  %187 = mul nuw nsw i32 %186, 7
  %188 = and i32 %187, 10
  %189 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %188
  %190 = load i32, i32* %189, align 4
  %191 = xor i32 %185, %190
  %192 = mul i32 %191, 16777619
  %193 = or i32 %139, 7
  %194 = mul nuw nsw i32 %193, 7
  %195 = and i32 %194, 9
  %196 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i32 0, i32 %195
  %197 = load i32, i32* %196, align 4
  %198 = xor i32 %192, %197
  %199 = mul i32 %198, 16777619
  %200 = add nuw nsw i32 %139, 8
  %201 = icmp eq i32 %200, 64
  br i1 %201, label %136, label %138, !llvm.loop !13
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

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
