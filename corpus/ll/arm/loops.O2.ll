; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %40

1:                                                ; preds = %40, %12
  %2 = phi i32 [ %14, %12 ], [ 0, %40 ]
  %3 = phi i32 [ %13, %12 ], [ 0, %40 ]
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %2
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %1
  %9 = icmp sgt i32 %3, 5000
  br i1 %9, label %16, label %10

10:                                               ; preds = %8
  %11 = add nsw i32 %5, %3
  br label %12

12:                                               ; preds = %10, %1
  %13 = phi i32 [ %3, %1 ], [ %11, %10 ]
  %14 = add nuw nsw i32 %2, 1
  %15 = icmp eq i32 %14, 200
  br i1 %15, label %16, label %1, !llvm.loop !11

16:                                               ; preds = %8, %12
  %17 = phi i32 [ %3, %8 ], [ %13, %12 ]
  %18 = load i32, i32* @h, align 4, !tbaa !7
  %19 = xor i32 %18, %17
  %20 = mul i32 %19, 16777619
  br label %21

21:                                               ; preds = %32, %16
  %22 = phi i32 [ 0, %16 ], [ %34, %32 ]
  %23 = phi i32 [ 0, %16 ], [ %33, %32 ]
  %24 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %22
  %25 = load i32, i32* %24, align 4, !tbaa !7
  %26 = and i32 %25, 1
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %32, label %28

28:                                               ; preds = %21
  %29 = icmp sgt i32 %23, 100000
  br i1 %29, label %36, label %30

30:                                               ; preds = %28
  %31 = add nsw i32 %25, %23
  br label %32

32:                                               ; preds = %30, %21
  %33 = phi i32 [ %23, %21 ], [ %31, %30 ]
  %34 = add nuw nsw i32 %22, 1
  %35 = icmp eq i32 %34, 200
  br i1 %35, label %36, label %21, !llvm.loop !11

36:                                               ; preds = %28, %32
  %37 = phi i32 [ %23, %28 ], [ %33, %32 ]
  %38 = xor i32 %37, %20
  %39 = mul i32 %38, 16777619
  br label %62

40:                                               ; preds = %0, %40
  %41 = phi i32 [ 7, %0 ], [ %44, %40 ]
  %42 = phi i32 [ 0, %0 ], [ %48, %40 ]
  %43 = mul i32 %41, 1664525
  %44 = add i32 %43, 1013904223
  %45 = lshr i32 %44, 20
  %46 = add nsw i32 %45, -2048
  %47 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %42
  store i32 %46, i32* %47, align 4, !tbaa !7
  %48 = add nuw nsw i32 %42, 1
  %49 = icmp eq i32 %48, 200
  br i1 %49, label %1, label %40, !llvm.loop !13

50:                                               ; preds = %79, %55
  %51 = phi i32 [ %56, %55 ], [ 0, %79 ]
  %52 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %51
  %53 = load i32, i32* %52, align 4, !tbaa !7
  %54 = icmp eq i32 %53, 99999
  br i1 %54, label %58, label %55

55:                                               ; preds = %50
  %56 = add nuw nsw i32 %51, 1
  %57 = icmp eq i32 %56, 200
  br i1 %57, label %58, label %50, !llvm.loop !14

58:                                               ; preds = %50, %55
  %59 = phi i32 [ -1, %55 ], [ %51, %50 ]
  %60 = xor i32 %82, %59
  %61 = mul i32 %60, 16777619
  br label %85

62:                                               ; preds = %36, %79
  %63 = phi i32 [ 0, %36 ], [ %83, %79 ]
  %64 = phi i32 [ %39, %36 ], [ %82, %79 ]
  %65 = trunc i32 %63 to i16
  %66 = mul i16 %65, 37
  %67 = urem i16 %66, 200
  %68 = zext i16 %67 to i32
  %69 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4, !tbaa !7
  br label %71

71:                                               ; preds = %76, %62
  %72 = phi i32 [ 0, %62 ], [ %77, %76 ]
  %73 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !7
  %75 = icmp eq i32 %74, %70
  br i1 %75, label %79, label %76

76:                                               ; preds = %71
  %77 = add nuw nsw i32 %72, 1
  %78 = icmp eq i32 %77, 200
  br i1 %78, label %79, label %71, !llvm.loop !14

79:                                               ; preds = %71, %76
  %80 = phi i32 [ -1, %76 ], [ %72, %71 ]
  %81 = xor i32 %64, %80
  %82 = mul i32 %81, 16777619
  %83 = add nuw nsw i32 %63, 1
  %84 = icmp eq i32 %83, 40
  br i1 %84, label %50, label %62, !llvm.loop !15

85:                                               ; preds = %58, %103
  %86 = phi i32 [ 1, %58 ], [ %106, %103 ]
  %87 = phi i32 [ %61, %58 ], [ %105, %103 ]
  %88 = mul i32 %86, -1640531535
  br label %89

89:                                               ; preds = %98, %85
  %90 = phi i32 [ %88, %85 ], [ %99, %98 ]
  %91 = phi i32 [ 0, %85 ], [ %100, %98 ]
  %92 = freeze i32 %90
  %93 = udiv i32 %92, 10
  %94 = mul i32 %93, 10
  %95 = sub i32 %92, %94
  %96 = add i32 %91, %95
  %97 = icmp ult i32 %90, 10
  br i1 %97, label %101, label %98

98:                                               ; preds = %89, %101
  %99 = phi i32 [ %93, %89 ], [ %96, %101 ]
  %100 = phi i32 [ %96, %89 ], [ 0, %101 ]
  br label %89, !llvm.loop !16

101:                                              ; preds = %89
  %102 = icmp ugt i32 %96, 9
  br i1 %102, label %98, label %103

103:                                              ; preds = %101
  %104 = xor i32 %87, %96
  %105 = mul i32 %104, 16777619
  %106 = add nuw nsw i32 %86, 31
  %107 = icmp ult i32 %86, 2969
  br i1 %107, label %85, label %108, !llvm.loop !17

108:                                              ; preds = %103, %134
  %109 = phi i32 [ %146, %134 ], [ -40, %103 ]
  %110 = phi i32 [ %136, %134 ], [ -1, %103 ]
  %111 = phi i32 [ %135, %134 ], [ -1, %103 ]
  %112 = phi i32 [ %145, %134 ], [ %105, %103 ]
  br label %117

113:                                              ; preds = %134
  %114 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %193

115:                                              ; preds = %131, %117
  %116 = icmp eq i32 %120, 40
  br i1 %116, label %134, label %117

117:                                              ; preds = %108, %115
  %118 = phi i1 [ %121, %115 ], [ true, %108 ]
  %119 = phi i32 [ %120, %115 ], [ 0, %108 ]
  %120 = add nuw nsw i32 %119, 1
  %121 = icmp ult i32 %119, 39
  br i1 %121, label %122, label %115

122:                                              ; preds = %117
  %123 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %119
  %124 = load i32, i32* %123, align 4, !tbaa !7
  br label %125

125:                                              ; preds = %131, %122
  %126 = phi i32 [ %120, %122 ], [ %132, %131 ]
  %127 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %126
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = add nsw i32 %128, %124
  %130 = icmp eq i32 %129, %109
  br i1 %130, label %134, label %131

131:                                              ; preds = %125
  %132 = add nuw nsw i32 %126, 1
  %133 = icmp eq i32 %132, 40
  br i1 %133, label %115, label %125, !llvm.loop !18

134:                                              ; preds = %115, %125
  %135 = phi i32 [ %119, %125 ], [ %111, %115 ]
  %136 = phi i32 [ %126, %125 ], [ %110, %115 ]
  %137 = phi i1 [ %118, %125 ], [ %121, %115 ]
  %138 = zext i1 %137 to i32
  %139 = xor i32 %112, %138
  %140 = mul i32 %139, 16777619
  %141 = mul nsw i32 %135, 1000
  %142 = add nsw i32 %141, %136
  %143 = xor i32 %140, %142
  %144 = mul i32 %143, 16777619
  %145 = select i1 %137, i32 %144, i32 %140
  %146 = add nsw i32 %109, 13
  %147 = icmp slt i32 %109, 27
  br i1 %147, label %108, label %113, !llvm.loop !19

148:                                              ; preds = %193
  %149 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %150

150:                                              ; preds = %150, %148
  %151 = phi i32 [ 199, %148 ], [ %157, %150 ]
  %152 = phi i32 [ 0, %148 ], [ %156, %150 ]
  %153 = mul i32 %152, 31
  %154 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %151
  %155 = load i32, i32* %154, align 4, !tbaa !7
  %156 = add i32 %155, %153
  %157 = add nsw i32 %151, -1
  %158 = icmp eq i32 %151, 0
  br i1 %158, label %159, label %150, !llvm.loop !20

159:                                              ; preds = %150, %179
  %160 = phi i32 [ %181, %179 ], [ 1, %150 ]
  %161 = phi i32 [ %180, %179 ], [ 0, %150 ]
  %162 = icmp ugt i32 %160, 1
  br i1 %162, label %163, label %179

163:                                              ; preds = %159
  %164 = add nsw i32 %160, -1
  br label %168

165:                                              ; preds = %168
  %166 = add nsw i32 %169, -1
  %167 = icmp slt i32 %178, %166
  br i1 %167, label %168, label %179, !llvm.loop !21

168:                                              ; preds = %165, %163
  %169 = phi i32 [ %166, %165 ], [ %164, %163 ]
  %170 = phi i32 [ %178, %165 ], [ 0, %163 ]
  %171 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %170
  %172 = load i32, i32* %171, align 4, !tbaa !7
  %173 = srem i32 %172, 7
  %174 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %169
  %175 = load i32, i32* %174, align 4, !tbaa !7
  %176 = srem i32 %175, 7
  %177 = icmp eq i32 %173, %176
  %178 = add nuw nsw i32 %170, 1
  br i1 %177, label %165, label %179

179:                                              ; preds = %168, %165, %159
  %180 = phi i32 [ 1, %159 ], [ %161, %168 ], [ %160, %165 ]
  %181 = add nuw nsw i32 %160, 1
  %182 = icmp eq i32 %181, 81
  br i1 %182, label %183, label %159, !llvm.loop !22

183:                                              ; preds = %179
  %184 = xor i32 %145, %114
  %185 = mul i32 %184, 16777619
  %186 = xor i32 %149, %185
  %187 = mul i32 %186, 16777619
  %188 = xor i32 %156, %187
  %189 = mul i32 %188, 16777619
  %190 = xor i32 %180, %189
  %191 = mul i32 %190, 16777619
  store i32 %191, i32* @h, align 4, !tbaa !7
  %192 = and i32 %191, 2147483647
  ret i32 %192

193:                                              ; preds = %113, %193
  %194 = phi i32 [ 0, %113 ], [ %199, %193 ]
  %195 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %194
  %196 = load i32, i32* %195, align 4, !tbaa !7
  %197 = srem i32 %196, 5
  %198 = add nsw i32 %197, -2
  store i32 %198, i32* %195, align 4, !tbaa !7
  %199 = add nuw nsw i32 %194, 1
  %200 = icmp eq i32 %199, 200
  br i1 %200, label %148, label %193, !llvm.loop !23
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @first_row_with_zero_sum() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %59, %0
  %2 = phi i32 [ 0, %0 ], [ %60, %59 ]
  %3 = mul nuw nsw i32 %2, 10
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = or i32 %3, 1
  %7 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !7
  %9 = add nsw i32 %8, %5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %62, label %11

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 2
  %13 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %12
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = add nsw i32 %14, %9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %62, label %17

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 3
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !7
  %21 = add nsw i32 %20, %15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %62, label %23

23:                                               ; preds = %17
  %24 = add nuw nsw i32 %3, 4
  %25 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4, !tbaa !7
  %27 = add nsw i32 %26, %21
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %62, label %29

29:                                               ; preds = %23
  %30 = add nuw nsw i32 %3, 5
  %31 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4, !tbaa !7
  %33 = add nsw i32 %32, %27
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %62, label %35

35:                                               ; preds = %29
  %36 = add nuw nsw i32 %3, 6
  %37 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = add nsw i32 %38, %33
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %62, label %41

41:                                               ; preds = %35
  %42 = add nuw nsw i32 %3, 7
  %43 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !7
  %45 = add nsw i32 %44, %39
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %62, label %47

47:                                               ; preds = %41
  %48 = add nuw nsw i32 %3, 8
  %49 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !7
  %51 = add nsw i32 %50, %45
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = add nuw nsw i32 %3, 9
  %55 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = sub i32 0, %51
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = add nuw nsw i32 %2, 1
  %61 = icmp eq i32 %60, 20
  br i1 %61, label %66, label %1, !llvm.loop !24

62:                                               ; preds = %53, %47, %41, %35, %29, %23, %17, %11, %1
  %63 = phi i32 [ 9, %53 ], [ 8, %47 ], [ 7, %41 ], [ 6, %35 ], [ 5, %29 ], [ 4, %23 ], [ 3, %17 ], [ 2, %11 ], [ 1, %1 ]
  %64 = mul nsw i32 %2, 100
  %65 = add nuw nsw i32 %63, %64
  br label %66

66:                                               ; preds = %59, %62
  %67 = phi i32 [ %65, %62 ], [ -1, %59 ]
  ret i32 %67
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

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
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
