; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = dso_local local_unnamed_addr global [200 x i32] zeroinitializer, align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %62

1:                                                ; preds = %62, %23
  %2 = phi i64 [ %25, %23 ], [ 0, %62 ]
  %3 = phi i32 [ %24, %23 ], [ 0, %62 ]
  %4 = getelementptr inbounds i32, ptr @data, i64 %2
  %5 = load i32, ptr %4, align 8, !tbaa !2
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
  %14 = or disjoint i64 %2, 1
  %15 = getelementptr inbounds i32, ptr @data, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !2
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
  %25 = add nuw nsw i64 %2, 2
  %26 = icmp eq i64 %25, 200
  br i1 %26, label %27, label %1, !llvm.loop !6

27:                                               ; preds = %23, %19, %8
  %28 = phi i32 [ %3, %8 ], [ %13, %19 ], [ %24, %23 ]
  %29 = load i32, ptr @h, align 4, !tbaa !2
  %30 = xor i32 %29, %28
  %31 = mul i32 %30, 16777619
  br label %32

32:                                               ; preds = %54, %27
  %33 = phi i64 [ 0, %27 ], [ %56, %54 ]
  %34 = phi i32 [ 0, %27 ], [ %55, %54 ]
  %35 = getelementptr inbounds i32, ptr @data, i64 %33
  %36 = load i32, ptr %35, align 8, !tbaa !2
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
  %45 = or disjoint i64 %33, 1
  %46 = getelementptr inbounds i32, ptr @data, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !2
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
  %56 = add nuw nsw i64 %33, 2
  %57 = icmp eq i64 %56, 200
  br i1 %57, label %58, label %32, !llvm.loop !6

58:                                               ; preds = %54, %50, %39
  %59 = phi i32 [ %34, %39 ], [ %44, %50 ], [ %55, %54 ]
  %60 = xor i32 %59, %31
  %61 = mul i32 %60, 16777619
  store i32 %61, ptr @h, align 4, !tbaa !2
  br label %113

62:                                               ; preds = %62, %0
  %63 = phi i64 [ 0, %0 ], [ %76, %62 ]
  %64 = phi i32 [ 7, %0 ], [ %72, %62 ]
  %65 = mul i32 %64, 1664525
  %66 = add i32 %65, 1013904223
  %67 = lshr i32 %66, 20
  %68 = add nsw i32 %67, -2048
  %69 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %63
  store i32 %68, ptr %69, align 8, !tbaa !2
  %70 = or disjoint i64 %63, 1
  %71 = mul i32 %66, 1664525
  %72 = add i32 %71, 1013904223
  %73 = lshr i32 %72, 20
  %74 = add nsw i32 %73, -2048
  %75 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %70
  store i32 %74, ptr %75, align 4, !tbaa !2
  %76 = add nuw nsw i64 %63, 2
  %77 = icmp eq i64 %76, 200
  br i1 %77, label %1, label %62, !llvm.loop !8

78:                                               ; preds = %153, %103
  %79 = phi i64 [ %104, %103 ], [ 0, %153 ]
  %80 = getelementptr inbounds i32, ptr @data, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !2
  %82 = icmp eq i32 %81, 99999
  br i1 %82, label %106, label %83

83:                                               ; preds = %78
  %84 = add nuw nsw i64 %79, 1
  %85 = getelementptr inbounds i32, ptr @data, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !2
  %87 = icmp eq i32 %86, 99999
  br i1 %87, label %106, label %88

88:                                               ; preds = %83
  %89 = add nuw nsw i64 %79, 2
  %90 = getelementptr inbounds i32, ptr @data, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !2
  %92 = icmp eq i32 %91, 99999
  br i1 %92, label %106, label %93

93:                                               ; preds = %88
  %94 = add nuw nsw i64 %79, 3
  %95 = getelementptr inbounds i32, ptr @data, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !2
  %97 = icmp eq i32 %96, 99999
  br i1 %97, label %106, label %98

98:                                               ; preds = %93
  %99 = add nuw nsw i64 %79, 4
  %100 = getelementptr inbounds i32, ptr @data, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !2
  %102 = icmp eq i32 %101, 99999
  br i1 %102, label %106, label %103

103:                                              ; preds = %98
  %104 = add nuw nsw i64 %79, 5
  %105 = icmp eq i64 %104, 200
  br i1 %105, label %109, label %78, !llvm.loop !9

106:                                              ; preds = %98, %93, %88, %83, %78
  %107 = phi i64 [ %79, %78 ], [ %84, %83 ], [ %89, %88 ], [ %94, %93 ], [ %99, %98 ]
  %108 = trunc nuw nsw i64 %107 to i32
  br label %109

109:                                              ; preds = %103, %106
  %110 = phi i32 [ %108, %106 ], [ -1, %103 ]
  %111 = xor i32 %156, %110
  %112 = mul i32 %111, 16777619
  br label %159

113:                                              ; preds = %58, %153
  %114 = phi i32 [ 0, %58 ], [ %157, %153 ]
  %115 = phi i32 [ %61, %58 ], [ %156, %153 ]
  %116 = trunc nuw i32 %114 to i16
  %117 = mul nuw nsw i16 %116, 37
  %118 = urem i16 %117, 200
  %119 = zext nneg i16 %118 to i64
  %120 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !2
  br label %122

122:                                              ; preds = %147, %113
  %123 = phi i64 [ 0, %113 ], [ %148, %147 ]
  %124 = getelementptr inbounds i32, ptr @data, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !2
  %126 = icmp eq i32 %125, %121
  br i1 %126, label %150, label %127

127:                                              ; preds = %122
  %128 = add nuw nsw i64 %123, 1
  %129 = getelementptr inbounds i32, ptr @data, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !2
  %131 = icmp eq i32 %130, %121
  br i1 %131, label %150, label %132

132:                                              ; preds = %127
  %133 = add nuw nsw i64 %123, 2
  %134 = getelementptr inbounds i32, ptr @data, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !2
  %136 = icmp eq i32 %135, %121
  br i1 %136, label %150, label %137

137:                                              ; preds = %132
  %138 = add nuw nsw i64 %123, 3
  %139 = getelementptr inbounds i32, ptr @data, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !2
  %141 = icmp eq i32 %140, %121
  br i1 %141, label %150, label %142

142:                                              ; preds = %137
  %143 = add nuw nsw i64 %123, 4
  %144 = getelementptr inbounds i32, ptr @data, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !2
  %146 = icmp eq i32 %145, %121
  br i1 %146, label %150, label %147

147:                                              ; preds = %142
  %148 = add nuw nsw i64 %123, 5
  %149 = icmp eq i64 %148, 200
  br i1 %149, label %153, label %122, !llvm.loop !9

150:                                              ; preds = %142, %137, %132, %127, %122
  %151 = phi i64 [ %123, %122 ], [ %128, %127 ], [ %133, %132 ], [ %138, %137 ], [ %143, %142 ]
  %152 = trunc nuw nsw i64 %151 to i32
  br label %153

153:                                              ; preds = %147, %150
  %154 = phi i32 [ %152, %150 ], [ -1, %147 ]
  %155 = xor i32 %115, %154
  %156 = mul i32 %155, 16777619
  %157 = add nuw nsw i32 %114, 1
  %158 = icmp eq i32 %157, 40
  br i1 %158, label %78, label %113, !llvm.loop !10

159:                                              ; preds = %109, %175
  %160 = phi i32 [ 1, %109 ], [ %178, %175 ]
  %161 = phi i32 [ %112, %109 ], [ %177, %175 ]
  %162 = mul i32 %160, -1640531535
  br label %163

163:                                              ; preds = %170, %159
  %164 = phi i32 [ %162, %159 ], [ %171, %170 ]
  %165 = phi i32 [ 0, %159 ], [ %172, %170 ]
  %166 = urem i32 %164, 10
  %167 = add i32 %165, %166
  %168 = udiv i32 %164, 10
  %169 = icmp ult i32 %164, 10
  br i1 %169, label %173, label %170

170:                                              ; preds = %163, %173
  %171 = phi i32 [ %168, %163 ], [ %167, %173 ]
  %172 = phi i32 [ %167, %163 ], [ 0, %173 ]
  br label %163, !llvm.loop !11

173:                                              ; preds = %163
  %174 = icmp ugt i32 %167, 9
  br i1 %174, label %170, label %175

175:                                              ; preds = %173
  %176 = xor i32 %161, %167
  %177 = mul i32 %176, 16777619
  %178 = add nuw nsw i32 %160, 31
  %179 = icmp ult i32 %160, 2969
  br i1 %179, label %159, label %180, !llvm.loop !12

180:                                              ; preds = %175, %278
  %181 = phi i32 [ %290, %278 ], [ -40, %175 ]
  %182 = phi i32 [ %280, %278 ], [ -1, %175 ]
  %183 = phi i32 [ %279, %278 ], [ -1, %175 ]
  %184 = phi i32 [ %289, %278 ], [ %177, %175 ]
  br label %257

185:                                              ; preds = %278, %243
  %186 = phi i64 [ %244, %243 ], [ 0, %278 ]
  %187 = mul nuw nsw i64 %186, 10
  %188 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %187
  %189 = load i32, ptr %188, align 8, !tbaa !2
  %190 = or disjoint i64 %187, 1
  %191 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4, !tbaa !2
  %193 = add nsw i32 %192, %189
  %194 = icmp eq i32 %193, 0
  br i1 %194, label %246, label %195

195:                                              ; preds = %185
  %196 = add nuw nsw i64 %187, 2
  %197 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %196
  %198 = load i32, ptr %197, align 8, !tbaa !2
  %199 = add nsw i32 %198, %193
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %246, label %201

201:                                              ; preds = %195
  %202 = add nuw nsw i64 %187, 3
  %203 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !2
  %205 = add nsw i32 %204, %199
  %206 = icmp eq i32 %205, 0
  br i1 %206, label %246, label %207

207:                                              ; preds = %201
  %208 = add nuw nsw i64 %187, 4
  %209 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %208
  %210 = load i32, ptr %209, align 8, !tbaa !2
  %211 = add nsw i32 %210, %205
  %212 = icmp eq i32 %211, 0
  br i1 %212, label %246, label %213

213:                                              ; preds = %207
  %214 = add nuw nsw i64 %187, 5
  %215 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !2
  %217 = add nsw i32 %216, %211
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %246, label %219

219:                                              ; preds = %213
  %220 = add nuw nsw i64 %187, 6
  %221 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %220
  %222 = load i32, ptr %221, align 8, !tbaa !2
  %223 = add nsw i32 %222, %217
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %246, label %225

225:                                              ; preds = %219
  %226 = add nuw nsw i64 %187, 7
  %227 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !2
  %229 = add nsw i32 %228, %223
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %246, label %231

231:                                              ; preds = %225
  %232 = add nuw nsw i64 %187, 8
  %233 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %232
  %234 = load i32, ptr %233, align 8, !tbaa !2
  %235 = add nsw i32 %234, %229
  %236 = icmp eq i32 %235, 0
  br i1 %236, label %246, label %237

237:                                              ; preds = %231
  %238 = add nuw nsw i64 %187, 9
  %239 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %238
  %240 = load i32, ptr %239, align 4, !tbaa !2
  %241 = sub i32 0, %235
  %242 = icmp eq i32 %240, %241
  br i1 %242, label %246, label %243

243:                                              ; preds = %237
  %244 = add nuw nsw i64 %186, 1
  %245 = icmp eq i64 %244, 20
  br i1 %245, label %251, label %185, !llvm.loop !13

246:                                              ; preds = %237, %231, %225, %219, %213, %207, %201, %195, %185
  %247 = phi i32 [ 9, %237 ], [ 8, %231 ], [ 7, %225 ], [ 6, %219 ], [ 5, %213 ], [ 4, %207 ], [ 3, %201 ], [ 2, %195 ], [ 1, %185 ]
  %248 = trunc nuw nsw i64 %186 to i32
  %249 = mul nuw nsw i32 %248, 100
  %250 = add nuw nsw i32 %247, %249
  br label %251

251:                                              ; preds = %243, %246
  %252 = phi i32 [ %250, %246 ], [ -1, %243 ]
  br label %419

253:                                              ; preds = %275, %257
  %254 = icmp ult i64 %258, 39
  %255 = add nuw nsw i64 %259, 1
  %256 = icmp eq i64 %261, 40
  br i1 %256, label %278, label %257, !llvm.loop !14

257:                                              ; preds = %180, %253
  %258 = phi i64 [ %261, %253 ], [ 0, %180 ]
  %259 = phi i64 [ %255, %253 ], [ 1, %180 ]
  %260 = phi i1 [ %254, %253 ], [ true, %180 ]
  %261 = add nuw nsw i64 %258, 1
  %262 = icmp ugt i64 %258, 38
  br i1 %262, label %253, label %263

263:                                              ; preds = %257
  %264 = getelementptr inbounds i32, ptr @data, i64 %258
  %265 = load i32, ptr %264, align 4, !tbaa !2
  br label %266

266:                                              ; preds = %275, %263
  %267 = phi i64 [ %259, %263 ], [ %276, %275 ]
  %268 = getelementptr inbounds i32, ptr @data, i64 %267
  %269 = load i32, ptr %268, align 4, !tbaa !2
  %270 = add nsw i32 %269, %265
  %271 = icmp eq i32 %270, %181
  br i1 %271, label %272, label %275

272:                                              ; preds = %266
  %273 = trunc nuw nsw i64 %258 to i32
  %274 = trunc nuw nsw i64 %267 to i32
  br label %278

275:                                              ; preds = %266
  %276 = add nuw nsw i64 %267, 1
  %277 = icmp eq i64 %276, 40
  br i1 %277, label %253, label %266, !llvm.loop !15

278:                                              ; preds = %253, %272
  %279 = phi i32 [ %273, %272 ], [ %183, %253 ]
  %280 = phi i32 [ %274, %272 ], [ %182, %253 ]
  %281 = phi i1 [ %260, %272 ], [ %254, %253 ]
  %282 = zext i1 %281 to i32
  %283 = xor i32 %184, %282
  %284 = mul i32 %283, 16777619
  %285 = mul nsw i32 %279, 1000
  %286 = add nsw i32 %285, %280
  %287 = xor i32 %284, %286
  %288 = mul i32 %287, 16777619
  %289 = select i1 %281, i32 %288, i32 %284
  %290 = add nsw i32 %181, 13
  %291 = icmp slt i32 %181, 27
  br i1 %291, label %180, label %185, !llvm.loop !16

292:                                              ; preds = %419, %350
  %293 = phi i64 [ %351, %350 ], [ 0, %419 ]
  %294 = mul nuw nsw i64 %293, 10
  %295 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %294
  %296 = load i32, ptr %295, align 8, !tbaa !2
  %297 = or disjoint i64 %294, 1
  %298 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %297
  %299 = load i32, ptr %298, align 4, !tbaa !2
  %300 = add nsw i32 %299, %296
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %353, label %302

302:                                              ; preds = %292
  %303 = add nuw nsw i64 %294, 2
  %304 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %303
  %305 = load i32, ptr %304, align 8, !tbaa !2
  %306 = add nsw i32 %305, %300
  %307 = icmp eq i32 %306, 0
  br i1 %307, label %353, label %308

308:                                              ; preds = %302
  %309 = add nuw nsw i64 %294, 3
  %310 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !2
  %312 = add nsw i32 %311, %306
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %353, label %314

314:                                              ; preds = %308
  %315 = add nuw nsw i64 %294, 4
  %316 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %315
  %317 = load i32, ptr %316, align 8, !tbaa !2
  %318 = add nsw i32 %317, %312
  %319 = icmp eq i32 %318, 0
  br i1 %319, label %353, label %320

320:                                              ; preds = %314
  %321 = add nuw nsw i64 %294, 5
  %322 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %321
  %323 = load i32, ptr %322, align 4, !tbaa !2
  %324 = add nsw i32 %323, %318
  %325 = icmp eq i32 %324, 0
  br i1 %325, label %353, label %326

326:                                              ; preds = %320
  %327 = add nuw nsw i64 %294, 6
  %328 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %327
  %329 = load i32, ptr %328, align 8, !tbaa !2
  %330 = add nsw i32 %329, %324
  %331 = icmp eq i32 %330, 0
  br i1 %331, label %353, label %332

332:                                              ; preds = %326
  %333 = add nuw nsw i64 %294, 7
  %334 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !2
  %336 = add nsw i32 %335, %330
  %337 = icmp eq i32 %336, 0
  br i1 %337, label %353, label %338

338:                                              ; preds = %332
  %339 = add nuw nsw i64 %294, 8
  %340 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %339
  %341 = load i32, ptr %340, align 8, !tbaa !2
  %342 = add nsw i32 %341, %336
  %343 = icmp eq i32 %342, 0
  br i1 %343, label %353, label %344

344:                                              ; preds = %338
  %345 = add nuw nsw i64 %294, 9
  %346 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %345
  %347 = load i32, ptr %346, align 4, !tbaa !2
  %348 = sub i32 0, %342
  %349 = icmp eq i32 %347, %348
  br i1 %349, label %353, label %350

350:                                              ; preds = %344
  %351 = add nuw nsw i64 %293, 1
  %352 = icmp eq i64 %351, 20
  br i1 %352, label %358, label %292, !llvm.loop !13

353:                                              ; preds = %344, %338, %332, %326, %320, %314, %308, %302, %292
  %354 = phi i32 [ 9, %344 ], [ 8, %338 ], [ 7, %332 ], [ 6, %326 ], [ 5, %320 ], [ 4, %314 ], [ 3, %308 ], [ 2, %302 ], [ 1, %292 ]
  %355 = trunc nuw nsw i64 %293 to i32
  %356 = mul nuw nsw i32 %355, 100
  %357 = add nuw nsw i32 %354, %356
  br label %358

358:                                              ; preds = %350, %353
  %359 = phi i32 [ %357, %353 ], [ -1, %350 ]
  br label %360

360:                                              ; preds = %360, %358
  %361 = phi i64 [ 200, %358 ], [ %379, %360 ]
  %362 = phi i32 [ 0, %358 ], [ %383, %360 ]
  %363 = mul i32 %362, 31
  %364 = getelementptr i32, ptr getelementptr (i8, ptr @data, i64 -4), i64 %361
  %365 = load i32, ptr %364, align 4, !tbaa !2
  %366 = add i32 %365, %363
  %367 = mul i32 %366, 31
  %368 = getelementptr i32, ptr getelementptr (i8, ptr @data, i64 -8), i64 %361
  %369 = load i32, ptr %368, align 4, !tbaa !2
  %370 = add i32 %369, %367
  %371 = mul i32 %370, 31
  %372 = getelementptr i32, ptr getelementptr (i8, ptr @data, i64 -12), i64 %361
  %373 = load i32, ptr %372, align 4, !tbaa !2
  %374 = add i32 %373, %371
  %375 = mul i32 %374, 31
  %376 = getelementptr i32, ptr getelementptr (i8, ptr @data, i64 -16), i64 %361
  %377 = load i32, ptr %376, align 4, !tbaa !2
  %378 = add i32 %377, %375
  %379 = add nsw i64 %361, -5
  %380 = mul i32 %378, 31
  %381 = getelementptr inbounds i32, ptr @data, i64 %379
  %382 = load i32, ptr %381, align 4, !tbaa !2
  %383 = add i32 %382, %380
  %384 = icmp eq i64 %379, 0
  br i1 %384, label %385, label %360, !llvm.loop !17

385:                                              ; preds = %360, %404
  %386 = phi i64 [ %407, %404 ], [ 0, %360 ]
  %387 = phi i32 [ %406, %404 ], [ 1, %360 ]
  %388 = phi i32 [ %405, %404 ], [ 0, %360 ]
  %389 = icmp ugt i32 %387, 1
  br i1 %389, label %394, label %404

390:                                              ; preds = %394
  %391 = add nuw nsw i64 %395, 1
  %392 = add nsw i64 %396, -1
  %393 = icmp slt i64 %391, %392
  br i1 %393, label %394, label %404, !llvm.loop !18

394:                                              ; preds = %385, %390
  %395 = phi i64 [ %391, %390 ], [ 0, %385 ]
  %396 = phi i64 [ %392, %390 ], [ %386, %385 ]
  %397 = getelementptr inbounds i32, ptr @data, i64 %395
  %398 = load i32, ptr %397, align 4, !tbaa !2
  %399 = srem i32 %398, 7
  %400 = getelementptr inbounds i32, ptr @data, i64 %396
  %401 = load i32, ptr %400, align 4, !tbaa !2
  %402 = srem i32 %401, 7
  %403 = icmp eq i32 %399, %402
  br i1 %403, label %390, label %404

404:                                              ; preds = %394, %390, %385
  %405 = phi i32 [ 1, %385 ], [ %388, %394 ], [ %387, %390 ]
  %406 = add nuw nsw i32 %387, 1
  %407 = add nuw nsw i64 %386, 1
  %408 = icmp eq i64 %407, 80
  br i1 %408, label %409, label %385, !llvm.loop !19

409:                                              ; preds = %404
  %410 = xor i32 %289, %252
  %411 = mul i32 %410, 16777619
  %412 = xor i32 %359, %411
  %413 = mul i32 %412, 16777619
  %414 = xor i32 %383, %413
  %415 = mul i32 %414, 16777619
  %416 = xor i32 %405, %415
  %417 = mul i32 %416, 16777619
  store i32 %417, ptr @h, align 4, !tbaa !2
  %418 = and i32 %417, 2147483647
  ret i32 %418

419:                                              ; preds = %419, %251
  %420 = phi i64 [ 0, %251 ], [ %430, %419 ]
  %421 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %420
  %422 = load i32, ptr %421, align 8, !tbaa !2
  %423 = srem i32 %422, 5
  %424 = add nsw i32 %423, -2
  store i32 %424, ptr %421, align 8, !tbaa !2
  %425 = or disjoint i64 %420, 1
  %426 = getelementptr inbounds [200 x i32], ptr @data, i64 0, i64 %425
  %427 = load i32, ptr %426, align 4, !tbaa !2
  %428 = srem i32 %427, 5
  %429 = add nsw i32 %428, -2
  store i32 %429, ptr %426, align 4, !tbaa !2
  %430 = add nuw nsw i64 %420, 2
  %431 = icmp eq i64 %430, 200
  br i1 %431, label %292, label %419, !llvm.loop !20
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
