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
  store i32 %20, i32* @h, align 4, !tbaa !7
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
  store i32 %39, i32* @h, align 4, !tbaa !7
  br label %64

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
  br i1 %49, label %1, label %40, !llvm.loop !14

50:                                               ; preds = %79
  store i32 %82, i32* @h, align 4, !tbaa !7
  br label %51

51:                                               ; preds = %50, %56
  %52 = phi i32 [ %57, %56 ], [ 0, %50 ]
  %53 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4, !tbaa !7
  %55 = icmp eq i32 %54, 99999
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  %57 = add nuw nsw i32 %52, 1
  %58 = icmp eq i32 %57, 200
  br i1 %58, label %59, label %51, !llvm.loop !15

59:                                               ; preds = %51, %56
  %60 = phi i32 [ -1, %56 ], [ %52, %51 ]
  %61 = load i32, i32* @h, align 4, !tbaa !7
  %62 = xor i32 %61, %60
  %63 = mul i32 %62, 16777619
  store i32 %63, i32* @h, align 4, !tbaa !7
  br label %86

64:                                               ; preds = %36, %79
  %65 = phi i32 [ 0, %36 ], [ %83, %79 ]
  %66 = phi i32 [ %39, %36 ], [ %82, %79 ]
  %67 = mul nuw nsw i32 %65, 37
  %68 = urem i32 %67, 200
  %69 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4, !tbaa !7
  br label %71

71:                                               ; preds = %76, %64
  %72 = phi i32 [ 0, %64 ], [ %77, %76 ]
  %73 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !7
  %75 = icmp eq i32 %74, %70
  br i1 %75, label %79, label %76

76:                                               ; preds = %71
  %77 = add nuw nsw i32 %72, 1
  %78 = icmp eq i32 %77, 200
  br i1 %78, label %79, label %71, !llvm.loop !15

79:                                               ; preds = %71, %76
  %80 = phi i32 [ -1, %76 ], [ %72, %71 ]
  %81 = xor i32 %66, %80
  %82 = mul i32 %81, 16777619
  %83 = add nuw nsw i32 %65, 1
  %84 = icmp eq i32 %83, 40
  br i1 %84, label %50, label %64, !llvm.loop !16

85:                                               ; preds = %104
  store i32 %106, i32* @h, align 4, !tbaa !7
  br label %109

86:                                               ; preds = %59, %104
  %87 = phi i32 [ 1, %59 ], [ %107, %104 ]
  %88 = phi i32 [ %63, %59 ], [ %106, %104 ]
  %89 = mul i32 %87, -1640531535
  br label %90

90:                                               ; preds = %99, %86
  %91 = phi i32 [ %89, %86 ], [ %100, %99 ]
  %92 = phi i32 [ 0, %86 ], [ %101, %99 ]
  %93 = freeze i32 %91
  %94 = udiv i32 %93, 10
  %95 = mul i32 %94, 10
  %96 = sub i32 %93, %95
  %97 = add i32 %92, %96
  %98 = icmp ult i32 %91, 10
  br i1 %98, label %102, label %99

99:                                               ; preds = %90, %102
  %100 = phi i32 [ %94, %90 ], [ %97, %102 ]
  %101 = phi i32 [ %97, %90 ], [ 0, %102 ]
  br label %90, !llvm.loop !17

102:                                              ; preds = %90
  %103 = icmp ugt i32 %97, 9
  br i1 %103, label %99, label %104

104:                                              ; preds = %102
  %105 = xor i32 %88, %97
  %106 = mul i32 %105, 16777619
  %107 = add nuw nsw i32 %87, 31
  %108 = icmp ult i32 %87, 2969
  br i1 %108, label %86, label %85, !llvm.loop !18

109:                                              ; preds = %85, %176
  %110 = phi i32 [ -40, %85 ], [ %189, %176 ]
  %111 = phi i32 [ -1, %85 ], [ %178, %176 ]
  %112 = phi i32 [ -1, %85 ], [ %177, %176 ]
  %113 = phi i32 [ %106, %85 ], [ %188, %176 ]
  br label %142

114:                                              ; preds = %176
  store i32 %188, i32* @h, align 4, !tbaa !7
  br label %115

115:                                              ; preds = %114, %131
  %116 = phi i32 [ %132, %131 ], [ 0, %114 ]
  %117 = mul nuw nsw i32 %116, 10
  %118 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %117
  %119 = load i32, i32* %118, align 4, !tbaa !7
  br label %126

120:                                              ; preds = %126
  %121 = add nuw nsw i32 %129, %117
  %122 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %121
  %123 = load i32, i32* %122, align 4, !tbaa !7
  %124 = add nsw i32 %123, %127
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %134, label %126, !llvm.loop !19

126:                                              ; preds = %115, %120
  %127 = phi i32 [ %119, %115 ], [ %124, %120 ]
  %128 = phi i32 [ 0, %115 ], [ %129, %120 ]
  %129 = add nuw nsw i32 %128, 1
  %130 = icmp eq i32 %129, 10
  br i1 %130, label %131, label %120, !llvm.loop !19

131:                                              ; preds = %126
  %132 = add nuw nsw i32 %116, 1
  %133 = icmp eq i32 %132, 20
  br i1 %133, label %137, label %115, !llvm.loop !20

134:                                              ; preds = %120
  %135 = mul nsw i32 %116, 100
  %136 = add nuw nsw i32 %129, %135
  br label %137

137:                                              ; preds = %131, %134
  %138 = phi i32 [ %136, %134 ], [ -1, %131 ]
  %139 = load i32, i32* @h, align 4, !tbaa !7
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, 16777619
  store i32 %141, i32* @h, align 4, !tbaa !7
  br label %257

142:                                              ; preds = %109, %171
  %143 = phi i32 [ %172, %171 ], [ %112, %109 ]
  %144 = phi i32 [ %173, %171 ], [ %111, %109 ]
  %145 = phi i32 [ %148, %171 ], [ 0, %109 ]
  %146 = icmp eq i32 %145, 40
  br i1 %146, label %176, label %147

147:                                              ; preds = %142
  %148 = add nuw nsw i32 %145, 1
  %149 = icmp ne i32 %145, 39
  br i1 %149, label %150, label %171

150:                                              ; preds = %147
  %151 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %145
  %152 = load i32, i32* %151, align 4, !tbaa !7
  %153 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %148
  %154 = load i32, i32* %153, align 4, !tbaa !7
  %155 = add nsw i32 %154, %152
  %156 = icmp eq i32 %155, %110
  br i1 %156, label %171, label %162

157:                                              ; preds = %162
  %158 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %164
  %159 = load i32, i32* %158, align 4, !tbaa !7
  %160 = add nsw i32 %159, %152
  %161 = icmp eq i32 %160, %110
  br i1 %161, label %166, label %162, !llvm.loop !21

162:                                              ; preds = %150, %157
  %163 = phi i32 [ %164, %157 ], [ %148, %150 ]
  %164 = add nuw nsw i32 %163, 1
  %165 = icmp eq i32 %164, 40
  br i1 %165, label %166, label %157, !llvm.loop !21

166:                                              ; preds = %157, %162
  %167 = phi i32 [ %145, %157 ], [ %143, %162 ]
  %168 = phi i32 [ %164, %157 ], [ %144, %162 ]
  %169 = phi i32 [ 1, %157 ], [ 5, %162 ]
  %170 = icmp ult i32 %163, 39
  br label %171

171:                                              ; preds = %166, %150, %147
  %172 = phi i32 [ %143, %147 ], [ %145, %150 ], [ %167, %166 ]
  %173 = phi i32 [ %144, %147 ], [ %148, %150 ], [ %168, %166 ]
  %174 = phi i1 [ %149, %147 ], [ true, %150 ], [ %170, %166 ]
  %175 = phi i32 [ 5, %147 ], [ 1, %150 ], [ %169, %166 ]
  br i1 %174, label %176, label %142, !llvm.loop !22

176:                                              ; preds = %142, %171
  %177 = phi i32 [ %143, %142 ], [ %172, %171 ]
  %178 = phi i32 [ %144, %142 ], [ %173, %171 ]
  %179 = phi i32 [ 2, %142 ], [ %175, %171 ]
  %180 = icmp ne i32 %179, 2
  %181 = zext i1 %180 to i32
  %182 = xor i32 %113, %181
  %183 = mul i32 %182, 16777619
  %184 = mul nsw i32 %177, 1000
  %185 = add nsw i32 %184, %178
  %186 = xor i32 %183, %185
  %187 = mul i32 %186, 16777619
  %188 = select i1 %180, i32 %187, i32 %183
  %189 = add nsw i32 %110, 13
  %190 = icmp slt i32 %110, 27
  br i1 %190, label %109, label %114, !llvm.loop !23

191:                                              ; preds = %257, %207
  %192 = phi i32 [ %208, %207 ], [ 0, %257 ]
  %193 = mul nuw nsw i32 %192, 10
  %194 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %193
  %195 = load i32, i32* %194, align 4, !tbaa !7
  br label %202

196:                                              ; preds = %202
  %197 = add nuw nsw i32 %205, %193
  %198 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %197
  %199 = load i32, i32* %198, align 4, !tbaa !7
  %200 = add nsw i32 %199, %203
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %210, label %202, !llvm.loop !19

202:                                              ; preds = %191, %196
  %203 = phi i32 [ %195, %191 ], [ %200, %196 ]
  %204 = phi i32 [ 0, %191 ], [ %205, %196 ]
  %205 = add nuw nsw i32 %204, 1
  %206 = icmp eq i32 %205, 10
  br i1 %206, label %207, label %196, !llvm.loop !19

207:                                              ; preds = %202
  %208 = add nuw nsw i32 %192, 1
  %209 = icmp eq i32 %208, 20
  br i1 %209, label %213, label %191, !llvm.loop !20

210:                                              ; preds = %196
  %211 = mul nsw i32 %192, 100
  %212 = add nuw nsw i32 %205, %211
  br label %213

213:                                              ; preds = %207, %210
  %214 = phi i32 [ %212, %210 ], [ -1, %207 ]
  %215 = xor i32 %214, %141
  %216 = mul i32 %215, 16777619
  store i32 %216, i32* @h, align 4, !tbaa !7
  br label %217

217:                                              ; preds = %217, %213
  %218 = phi i32 [ 199, %213 ], [ %224, %217 ]
  %219 = phi i32 [ 0, %213 ], [ %223, %217 ]
  %220 = mul i32 %219, 31
  %221 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %218
  %222 = load i32, i32* %221, align 4, !tbaa !7
  %223 = add i32 %222, %220
  %224 = add nsw i32 %218, -1
  %225 = icmp eq i32 %218, 0
  br i1 %225, label %226, label %217, !llvm.loop !24

226:                                              ; preds = %217
  %227 = xor i32 %223, %216
  %228 = mul i32 %227, 16777619
  store i32 %228, i32* @h, align 4, !tbaa !7
  br label %229

229:                                              ; preds = %249, %226
  %230 = phi i32 [ 1, %226 ], [ %251, %249 ]
  %231 = phi i32 [ 0, %226 ], [ %250, %249 ]
  %232 = icmp ugt i32 %230, 1
  br i1 %232, label %233, label %249

233:                                              ; preds = %229
  %234 = add nsw i32 %230, -1
  br label %238

235:                                              ; preds = %238
  %236 = add nsw i32 %239, -1
  %237 = icmp slt i32 %248, %236
  br i1 %237, label %238, label %249, !llvm.loop !25

238:                                              ; preds = %235, %233
  %239 = phi i32 [ %236, %235 ], [ %234, %233 ]
  %240 = phi i32 [ %248, %235 ], [ 0, %233 ]
  %241 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %240
  %242 = load i32, i32* %241, align 4, !tbaa !7
  %243 = srem i32 %242, 7
  %244 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %239
  %245 = load i32, i32* %244, align 4, !tbaa !7
  %246 = srem i32 %245, 7
  %247 = icmp eq i32 %243, %246
  %248 = add nuw nsw i32 %240, 1
  br i1 %247, label %235, label %249

249:                                              ; preds = %238, %235, %229
  %250 = phi i32 [ %230, %229 ], [ %231, %238 ], [ %230, %235 ]
  %251 = add nuw nsw i32 %230, 1
  %252 = icmp eq i32 %251, 81
  br i1 %252, label %253, label %229, !llvm.loop !26

253:                                              ; preds = %249
  %254 = xor i32 %250, %228
  %255 = mul i32 %254, 16777619
  store i32 %255, i32* @h, align 4, !tbaa !7
  %256 = and i32 %255, 2147483647
  ret i32 %256

257:                                              ; preds = %137, %257
  %258 = phi i32 [ 0, %137 ], [ %263, %257 ]
  %259 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %258
  %260 = load i32, i32* %259, align 4, !tbaa !7
  %261 = srem i32 %260, 5
  %262 = add nsw i32 %261, -2
  store i32 %262, i32* %259, align 4, !tbaa !7
  %263 = add nuw nsw i32 %258, 1
  %264 = icmp eq i32 %263, 200
  br i1 %264, label %191, label %257, !llvm.loop !27
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

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
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
