; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %62

1:                                                ; preds = %62, %23
  %2 = phi i32 [ %25, %23 ], [ 0, %62 ]
  %3 = phi i32 [ %24, %23 ], [ 0, %62 ]
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %2
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %1
  %9 = icmp sgt i32 %3, 5000
  br i1 %9, label %27, label %10

10:                                               ; preds = %8
  %11 = add nsw i32 %5, %3
  br label %12

12:                                               ; preds = %10, %1
  %13 = phi i32 [ %3, %1 ], [ %11, %10 ]
  %14 = or i32 %2, 1
  %15 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4, !tbaa !3
  %17 = and i32 %16, 1
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %12
  %20 = icmp sgt i32 %13, 5000
  br i1 %20, label %27, label %21

21:                                               ; preds = %19
  %22 = add nsw i32 %16, %13
  br label %23

23:                                               ; preds = %21, %12
  %24 = phi i32 [ %13, %12 ], [ %22, %21 ]
  %25 = add nuw nsw i32 %2, 2
  %26 = icmp eq i32 %25, 200
  br i1 %26, label %27, label %1, !llvm.loop !7

27:                                               ; preds = %23, %19, %8
  %28 = phi i32 [ %3, %8 ], [ %13, %19 ], [ %24, %23 ]
  %29 = load i32, i32* @h, align 4, !tbaa !3
  %30 = xor i32 %29, %28
  %31 = mul i32 %30, 16777619
  br label %32

32:                                               ; preds = %54, %27
  %33 = phi i32 [ 0, %27 ], [ %56, %54 ]
  %34 = phi i32 [ 0, %27 ], [ %55, %54 ]
  %35 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %33
  %36 = load i32, i32* %35, align 4, !tbaa !3
  %37 = and i32 %36, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %43, label %39

39:                                               ; preds = %32
  %40 = icmp sgt i32 %34, 100000
  br i1 %40, label %58, label %41

41:                                               ; preds = %39
  %42 = add nsw i32 %36, %34
  br label %43

43:                                               ; preds = %41, %32
  %44 = phi i32 [ %34, %32 ], [ %42, %41 ]
  %45 = or i32 %33, 1
  %46 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4, !tbaa !3
  %48 = and i32 %47, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %43
  %51 = icmp sgt i32 %44, 100000
  br i1 %51, label %58, label %52

52:                                               ; preds = %50
  %53 = add nsw i32 %47, %44
  br label %54

54:                                               ; preds = %52, %43
  %55 = phi i32 [ %44, %43 ], [ %53, %52 ]
  %56 = add nuw nsw i32 %33, 2
  %57 = icmp eq i32 %56, 200
  br i1 %57, label %58, label %32, !llvm.loop !7

58:                                               ; preds = %54, %50, %39
  %59 = phi i32 [ %34, %39 ], [ %44, %50 ], [ %55, %54 ]
  %60 = xor i32 %59, %31
  %61 = mul i32 %60, 16777619
  br label %110

62:                                               ; preds = %62, %0
  %63 = phi i32 [ 7, %0 ], [ %72, %62 ]
  %64 = phi i32 [ 0, %0 ], [ %76, %62 ]
  %65 = mul i32 %63, 1664525
  %66 = add i32 %65, 1013904223
  %67 = lshr i32 %66, 20
  %68 = add nsw i32 %67, -2048
  %69 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %64
  store i32 %68, i32* %69, align 4, !tbaa !3
  %70 = or i32 %64, 1
  %71 = mul i32 %66, 1664525
  %72 = add i32 %71, 1013904223
  %73 = lshr i32 %72, 20
  %74 = add nsw i32 %73, -2048
  %75 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %70
  store i32 %74, i32* %75, align 4, !tbaa !3
  %76 = add nuw nsw i32 %64, 2
  %77 = icmp eq i32 %76, 200
  br i1 %77, label %1, label %62, !llvm.loop !9

78:                                               ; preds = %147, %103
  %79 = phi i32 [ %104, %103 ], [ 0, %147 ]
  %80 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %79
  %81 = load i32, i32* %80, align 4, !tbaa !3
  %82 = icmp eq i32 %81, 99999
  br i1 %82, label %106, label %83

83:                                               ; preds = %78
  %84 = add nuw nsw i32 %79, 1
  %85 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %84
  %86 = load i32, i32* %85, align 4, !tbaa !3
  %87 = icmp eq i32 %86, 99999
  br i1 %87, label %106, label %88

88:                                               ; preds = %83
  %89 = add nuw nsw i32 %79, 2
  %90 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %89
  %91 = load i32, i32* %90, align 4, !tbaa !3
  %92 = icmp eq i32 %91, 99999
  br i1 %92, label %106, label %93

93:                                               ; preds = %88
  %94 = add nuw nsw i32 %79, 3
  %95 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %94
  %96 = load i32, i32* %95, align 4, !tbaa !3
  %97 = icmp eq i32 %96, 99999
  br i1 %97, label %106, label %98

98:                                               ; preds = %93
  %99 = add nuw nsw i32 %79, 4
  %100 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %99
  %101 = load i32, i32* %100, align 4, !tbaa !3
  %102 = icmp eq i32 %101, 99999
  br i1 %102, label %106, label %103

103:                                              ; preds = %98
  %104 = add nuw nsw i32 %79, 5
  %105 = icmp eq i32 %104, 200
  br i1 %105, label %106, label %78, !llvm.loop !10

106:                                              ; preds = %103, %98, %93, %88, %83, %78
  %107 = phi i32 [ %79, %78 ], [ %84, %83 ], [ %89, %88 ], [ %94, %93 ], [ %99, %98 ], [ -1, %103 ]
  %108 = xor i32 %150, %107
  %109 = mul i32 %108, 16777619
  br label %153

110:                                              ; preds = %58, %147
  %111 = phi i32 [ 0, %58 ], [ %151, %147 ]
  %112 = phi i32 [ %61, %58 ], [ %150, %147 ]
  %113 = trunc i32 %111 to i16
  %114 = mul i16 %113, 37
  %115 = urem i16 %114, 200
  %116 = zext i16 %115 to i32
  %117 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %116
  %118 = load i32, i32* %117, align 4, !tbaa !3
  br label %119

119:                                              ; preds = %144, %110
  %120 = phi i32 [ 0, %110 ], [ %145, %144 ]
  %121 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %120
  %122 = load i32, i32* %121, align 4, !tbaa !3
  %123 = icmp eq i32 %122, %118
  br i1 %123, label %147, label %124

124:                                              ; preds = %119
  %125 = add nuw nsw i32 %120, 1
  %126 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %125
  %127 = load i32, i32* %126, align 4, !tbaa !3
  %128 = icmp eq i32 %127, %118
  br i1 %128, label %147, label %129

129:                                              ; preds = %124
  %130 = add nuw nsw i32 %120, 2
  %131 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %130
  %132 = load i32, i32* %131, align 4, !tbaa !3
  %133 = icmp eq i32 %132, %118
  br i1 %133, label %147, label %134

134:                                              ; preds = %129
  %135 = add nuw nsw i32 %120, 3
  %136 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %135
  %137 = load i32, i32* %136, align 4, !tbaa !3
  %138 = icmp eq i32 %137, %118
  br i1 %138, label %147, label %139

139:                                              ; preds = %134
  %140 = add nuw nsw i32 %120, 4
  %141 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %140
  %142 = load i32, i32* %141, align 4, !tbaa !3
  %143 = icmp eq i32 %142, %118
  br i1 %143, label %147, label %144

144:                                              ; preds = %139
  %145 = add nuw nsw i32 %120, 5
  %146 = icmp eq i32 %145, 200
  br i1 %146, label %147, label %119, !llvm.loop !10

147:                                              ; preds = %144, %139, %134, %129, %124, %119
  %148 = phi i32 [ %120, %119 ], [ %125, %124 ], [ %130, %129 ], [ %135, %134 ], [ %140, %139 ], [ -1, %144 ]
  %149 = xor i32 %112, %148
  %150 = mul i32 %149, 16777619
  %151 = add nuw nsw i32 %111, 1
  %152 = icmp eq i32 %151, 40
  br i1 %152, label %78, label %110, !llvm.loop !11

153:                                              ; preds = %106, %169
  %154 = phi i32 [ 1, %106 ], [ %172, %169 ]
  %155 = phi i32 [ %109, %106 ], [ %171, %169 ]
  %156 = mul i32 %154, -1640531535
  br label %157

157:                                              ; preds = %164, %153
  %158 = phi i32 [ %156, %153 ], [ %165, %164 ]
  %159 = phi i32 [ 0, %153 ], [ %166, %164 ]
  %160 = urem i32 %158, 10
  %161 = add i32 %159, %160
  %162 = udiv i32 %158, 10
  %163 = icmp ult i32 %158, 10
  br i1 %163, label %167, label %164

164:                                              ; preds = %157, %167
  %165 = phi i32 [ %162, %157 ], [ %161, %167 ]
  %166 = phi i32 [ %161, %157 ], [ 0, %167 ]
  br label %157, !llvm.loop !12

167:                                              ; preds = %157
  %168 = icmp ugt i32 %161, 9
  br i1 %168, label %164, label %169

169:                                              ; preds = %167
  %170 = xor i32 %155, %161
  %171 = mul i32 %170, 16777619
  %172 = add nuw nsw i32 %154, 31
  %173 = icmp ult i32 %154, 2969
  br i1 %173, label %153, label %174, !llvm.loop !13

174:                                              ; preds = %169, %213
  %175 = phi i32 [ %225, %213 ], [ -40, %169 ]
  %176 = phi i32 [ %215, %213 ], [ -1, %169 ]
  %177 = phi i32 [ %214, %213 ], [ -1, %169 ]
  %178 = phi i32 [ %224, %213 ], [ %171, %169 ]
  br label %198

179:                                              ; preds = %213
  %180 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %292

181:                                              ; preds = %210
  %182 = add nuw nsw i32 %200, 2
  %183 = icmp ult i32 %201, 39
  br i1 %183, label %184, label %196

184:                                              ; preds = %181
  %185 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %201
  %186 = load i32, i32* %185, align 4, !tbaa !3
  br label %187

187:                                              ; preds = %193, %184
  %188 = phi i32 [ %182, %184 ], [ %194, %193 ]
  %189 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %188
  %190 = load i32, i32* %189, align 4, !tbaa !3
  %191 = add nsw i32 %190, %186
  %192 = icmp eq i32 %191, %175
  br i1 %192, label %213, label %193

193:                                              ; preds = %187
  %194 = add nuw nsw i32 %188, 1
  %195 = icmp eq i32 %194, 40
  br i1 %195, label %196, label %187, !llvm.loop !14

196:                                              ; preds = %193, %181
  %197 = icmp eq i32 %182, 40
  br i1 %197, label %213, label %198

198:                                              ; preds = %196, %174
  %199 = phi i1 [ true, %174 ], [ %183, %196 ]
  %200 = phi i32 [ 0, %174 ], [ %182, %196 ]
  %201 = or i32 %200, 1
  %202 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %200
  %203 = load i32, i32* %202, align 4, !tbaa !3
  br label %204

204:                                              ; preds = %210, %198
  %205 = phi i32 [ %201, %198 ], [ %211, %210 ]
  %206 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %205
  %207 = load i32, i32* %206, align 4, !tbaa !3
  %208 = add nsw i32 %207, %203
  %209 = icmp eq i32 %208, %175
  br i1 %209, label %213, label %210

210:                                              ; preds = %204
  %211 = add nuw nsw i32 %205, 1
  %212 = icmp eq i32 %211, 40
  br i1 %212, label %181, label %204, !llvm.loop !14

213:                                              ; preds = %196, %187, %204
  %214 = phi i32 [ %201, %187 ], [ %200, %204 ], [ %177, %196 ]
  %215 = phi i32 [ %188, %187 ], [ %205, %204 ], [ %176, %196 ]
  %216 = phi i1 [ true, %187 ], [ %199, %204 ], [ %183, %196 ]
  %217 = zext i1 %216 to i32
  %218 = xor i32 %178, %217
  %219 = mul i32 %218, 16777619
  %220 = mul nsw i32 %214, 1000
  %221 = add nsw i32 %220, %215
  %222 = xor i32 %219, %221
  %223 = mul i32 %222, 16777619
  %224 = select i1 %216, i32 %223, i32 %219
  %225 = add nsw i32 %175, 13
  %226 = icmp slt i32 %175, 27
  br i1 %226, label %174, label %179, !llvm.loop !15

227:                                              ; preds = %292
  %228 = tail call fastcc i32 @first_row_with_zero_sum() #2
  br label %229

229:                                              ; preds = %229, %227
  %230 = phi i32 [ 199, %227 ], [ %256, %229 ]
  %231 = phi i32 [ 0, %227 ], [ %255, %229 ]
  %232 = mul i32 %231, 31
  %233 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %230
  %234 = load i32, i32* %233, align 4, !tbaa !3
  %235 = add i32 %234, %232
  %236 = add nsw i32 %230, -1
  %237 = mul i32 %235, 31
  %238 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %236
  %239 = load i32, i32* %238, align 4, !tbaa !3
  %240 = add i32 %239, %237
  %241 = add nsw i32 %230, -2
  %242 = mul i32 %240, 31
  %243 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %241
  %244 = load i32, i32* %243, align 4, !tbaa !3
  %245 = add i32 %244, %242
  %246 = add nsw i32 %230, -3
  %247 = mul i32 %245, 31
  %248 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %246
  %249 = load i32, i32* %248, align 4, !tbaa !3
  %250 = add i32 %249, %247
  %251 = add nsw i32 %230, -4
  %252 = mul i32 %250, 31
  %253 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %251
  %254 = load i32, i32* %253, align 4, !tbaa !3
  %255 = add i32 %254, %252
  %256 = add nsw i32 %230, -5
  %257 = icmp eq i32 %251, 0
  br i1 %257, label %258, label %229, !llvm.loop !16

258:                                              ; preds = %229, %278
  %259 = phi i32 [ %280, %278 ], [ 1, %229 ]
  %260 = phi i32 [ %279, %278 ], [ 0, %229 ]
  %261 = icmp ugt i32 %259, 1
  br i1 %261, label %262, label %278

262:                                              ; preds = %258
  %263 = add nsw i32 %259, -1
  br label %267

264:                                              ; preds = %267
  %265 = add nsw i32 %268, -1
  %266 = icmp slt i32 %277, %265
  br i1 %266, label %267, label %278, !llvm.loop !17

267:                                              ; preds = %264, %262
  %268 = phi i32 [ %265, %264 ], [ %263, %262 ]
  %269 = phi i32 [ %277, %264 ], [ 0, %262 ]
  %270 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %269
  %271 = load i32, i32* %270, align 4, !tbaa !3
  %272 = srem i32 %271, 7
  %273 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %268
  %274 = load i32, i32* %273, align 4, !tbaa !3
  %275 = srem i32 %274, 7
  %276 = icmp eq i32 %272, %275
  %277 = add nuw nsw i32 %269, 1
  br i1 %276, label %264, label %278

278:                                              ; preds = %267, %264, %258
  %279 = phi i32 [ 1, %258 ], [ %260, %267 ], [ %259, %264 ]
  %280 = add nuw nsw i32 %259, 1
  %281 = icmp eq i32 %280, 81
  br i1 %281, label %282, label %258, !llvm.loop !18

282:                                              ; preds = %278
  %283 = xor i32 %224, %180
  %284 = mul i32 %283, 16777619
  %285 = xor i32 %228, %284
  %286 = mul i32 %285, 16777619
  %287 = xor i32 %255, %286
  %288 = mul i32 %287, 16777619
  %289 = xor i32 %279, %288
  %290 = mul i32 %289, 16777619
  store i32 %290, i32* @h, align 4, !tbaa !3
  %291 = and i32 %290, 2147483647
  ret i32 %291

292:                                              ; preds = %292, %179
  %293 = phi i32 [ 0, %179 ], [ %303, %292 ]
  %294 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %293
  %295 = load i32, i32* %294, align 4, !tbaa !3
  %296 = srem i32 %295, 5
  %297 = add nsw i32 %296, -2
  store i32 %297, i32* %294, align 4, !tbaa !3
  %298 = or i32 %293, 1
  %299 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %298
  %300 = load i32, i32* %299, align 4, !tbaa !3
  %301 = srem i32 %300, 5
  %302 = add nsw i32 %301, -2
  store i32 %302, i32* %299, align 4, !tbaa !3
  %303 = add nuw nsw i32 %293, 2
  %304 = icmp eq i32 %303, 200
  br i1 %304, label %227, label %292, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define internal fastcc i32 @first_row_with_zero_sum() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %59, %0
  %2 = phi i32 [ 0, %0 ], [ %60, %59 ]
  %3 = mul nuw nsw i32 %2, 10
  %4 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %3
  %5 = load i32, i32* %4, align 4, !tbaa !3
  %6 = or i32 %3, 1
  %7 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %6
  %8 = load i32, i32* %7, align 4, !tbaa !3
  %9 = add nsw i32 %8, %5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %62, label %11

11:                                               ; preds = %1
  %12 = add nuw nsw i32 %3, 2
  %13 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %12
  %14 = load i32, i32* %13, align 4, !tbaa !3
  %15 = add nsw i32 %14, %9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %62, label %17

17:                                               ; preds = %11
  %18 = add nuw nsw i32 %3, 3
  %19 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %18
  %20 = load i32, i32* %19, align 4, !tbaa !3
  %21 = add nsw i32 %20, %15
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %62, label %23

23:                                               ; preds = %17
  %24 = add nuw nsw i32 %3, 4
  %25 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4, !tbaa !3
  %27 = add nsw i32 %26, %21
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %62, label %29

29:                                               ; preds = %23
  %30 = add nuw nsw i32 %3, 5
  %31 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %30
  %32 = load i32, i32* %31, align 4, !tbaa !3
  %33 = add nsw i32 %32, %27
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %62, label %35

35:                                               ; preds = %29
  %36 = add nuw nsw i32 %3, 6
  %37 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !3
  %39 = add nsw i32 %38, %33
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %62, label %41

41:                                               ; preds = %35
  %42 = add nuw nsw i32 %3, 7
  %43 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %42
  %44 = load i32, i32* %43, align 4, !tbaa !3
  %45 = add nsw i32 %44, %39
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %62, label %47

47:                                               ; preds = %41
  %48 = add nuw nsw i32 %3, 8
  %49 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4, !tbaa !3
  %51 = add nsw i32 %50, %45
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = add nuw nsw i32 %3, 9
  %55 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %54
  %56 = load i32, i32* %55, align 4, !tbaa !3
  %57 = sub i32 0, %51
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %62, label %59

59:                                               ; preds = %53
  %60 = add nuw nsw i32 %2, 1
  %61 = icmp eq i32 %60, 20
  br i1 %61, label %66, label %1, !llvm.loop !20

62:                                               ; preds = %53, %47, %41, %35, %29, %23, %17, %11, %1
  %63 = phi i32 [ 9, %53 ], [ 8, %47 ], [ 7, %41 ], [ 6, %35 ], [ 5, %29 ], [ 4, %23 ], [ 3, %17 ], [ 2, %11 ], [ 1, %1 ]
  %64 = mul nsw i32 %2, 100
  %65 = add nuw nsw i32 %63, %64
  br label %66

66:                                               ; preds = %59, %62
  %67 = phi i32 [ %65, %62 ], [ -1, %59 ]
  ret i32 %67
}

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
