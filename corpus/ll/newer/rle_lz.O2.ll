; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@input = internal global [256 x i8] zeroinitializer, align 16
@packed = internal global [512 x i8] zeroinitializer, align 16
@output = internal global [256 x i8] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %125

1:                                                ; preds = %156
  br i1 %162, label %125, label %2, !llvm.loop !2

2:                                                ; preds = %1, %64
  %3 = phi i64 [ %66, %64 ], [ 0, %1 ]
  %4 = phi i64 [ %65, %64 ], [ 0, %1 ]
  %5 = icmp eq i64 %4, 255
  br i1 %5, label %6, label %7

6:                                                ; preds = %23, %2
  br label %33

7:                                                ; preds = %2
  %8 = add nuw nsw i64 %4, 1
  %9 = getelementptr inbounds i8, ptr @input, i64 %4
  %10 = load i8, ptr %9, align 1, !tbaa !4
  br label %11

11:                                               ; preds = %17, %7
  %12 = phi i64 [ %8, %7 ], [ %19, %17 ]
  %13 = phi i64 [ 1, %7 ], [ %18, %17 ]
  %14 = getelementptr inbounds i8, ptr @input, i64 %12
  %15 = load i8, ptr %14, align 1, !tbaa !4
  %16 = icmp eq i8 %15, %10
  br i1 %16, label %17, label %23

17:                                               ; preds = %11
  %18 = add nuw nsw i64 %13, 1
  %19 = add nuw nsw i64 %18, %4
  %20 = icmp ult i64 %19, 256
  %21 = icmp ult i64 %13, 127
  %22 = and i1 %21, %20
  br i1 %22, label %11, label %23, !llvm.loop !7

23:                                               ; preds = %17, %11
  %24 = phi i64 [ %13, %11 ], [ %18, %17 ]
  %25 = phi i64 [ %12, %11 ], [ %19, %17 ]
  %26 = icmp ugt i64 %24, 2
  br i1 %26, label %27, label %6

27:                                               ; preds = %23
  %28 = trunc i64 %24 to i8
  %29 = sub i8 1, %28
  %30 = getelementptr inbounds i8, ptr @packed, i64 %3
  store i8 %29, ptr %30, align 1, !tbaa !4
  %31 = add i64 %3, 2
  %32 = getelementptr i8, ptr %30, i64 1
  store i8 %10, ptr %32, align 1, !tbaa !4
  br label %64

33:                                               ; preds = %6, %47
  %34 = phi i64 [ %48, %47 ], [ 0, %6 ]
  %35 = add nuw nsw i64 %34, %4
  %36 = icmp ult i64 %35, 254
  br i1 %36, label %37, label %47

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr @input, i64 %35
  %39 = load i8, ptr %38, align 1, !tbaa !4
  %40 = getelementptr inbounds i8, ptr %38, i64 1
  %41 = load i8, ptr %40, align 1, !tbaa !4
  %42 = icmp eq i8 %39, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %38, i64 2
  %45 = load i8, ptr %44, align 1, !tbaa !4
  %46 = icmp eq i8 %39, %45
  br i1 %46, label %53, label %47

47:                                               ; preds = %43, %37, %33
  %48 = add nuw nsw i64 %34, 1
  %49 = add nuw nsw i64 %48, %4
  %50 = icmp ult i64 %49, 256
  %51 = icmp ult i64 %34, 127
  %52 = and i1 %51, %50
  br i1 %52, label %33, label %53, !llvm.loop !8

53:                                               ; preds = %47, %43
  %54 = phi i64 [ %48, %47 ], [ %34, %43 ]
  %55 = phi i64 [ %49, %47 ], [ %35, %43 ]
  %56 = trunc i64 %54 to i8
  %57 = add i8 %56, -1
  %58 = add i64 %3, 1
  %59 = getelementptr inbounds i8, ptr @packed, i64 %3
  store i8 %57, ptr %59, align 1, !tbaa !4
  %60 = getelementptr inbounds i8, ptr @packed, i64 %58
  %61 = getelementptr inbounds i8, ptr @input, i64 %4
  %62 = tail call ptr @memcpy(ptr noundef nonnull %60, ptr noundef nonnull %61, i64 noundef %54) #3
  %63 = add i64 %54, %58
  br label %64

64:                                               ; preds = %53, %27
  %65 = phi i64 [ %25, %27 ], [ %55, %53 ]
  %66 = phi i64 [ %31, %27 ], [ %63, %53 ]
  %67 = icmp ult i64 %65, 256
  br i1 %67, label %2, label %68, !llvm.loop !9

68:                                               ; preds = %64
  %69 = icmp eq i64 %66, 0
  br i1 %69, label %167, label %70

70:                                               ; preds = %68, %119
  %71 = phi i64 [ %121, %119 ], [ 0, %68 ]
  %72 = phi i64 [ %120, %119 ], [ 0, %68 ]
  %73 = add nuw i64 %71, 1
  %74 = getelementptr inbounds i8, ptr @packed, i64 %71
  %75 = load i8, ptr %74, align 1, !tbaa !4
  %76 = icmp sgt i8 %75, -1
  br i1 %76, label %87, label %77

77:                                               ; preds = %70
  %78 = sext i8 %75 to i32
  %79 = sub nsw i32 1, %78
  %80 = getelementptr inbounds i8, ptr @packed, i64 %73
  %81 = load i8, ptr %80, align 1, !tbaa !4
  %82 = and i32 %79, 3
  %83 = add nsw i32 %78, 2
  %84 = icmp ult i32 %83, 3
  br i1 %84, label %95, label %85

85:                                               ; preds = %77
  %86 = and i32 %79, 252
  br label %109

87:                                               ; preds = %70
  %88 = getelementptr inbounds i8, ptr @output, i64 %72
  %89 = getelementptr inbounds i8, ptr @packed, i64 %73
  %90 = add nuw i8 %75, 1
  %91 = zext i8 %90 to i64
  %92 = tail call ptr @memcpy(ptr noundef nonnull %88, ptr noundef nonnull %89, i64 noundef %91) #3
  %93 = add i64 %72, %91
  %94 = add i64 %73, %91
  br label %119

95:                                               ; preds = %109, %77
  %96 = phi i64 [ poison, %77 ], [ %115, %109 ]
  %97 = phi i64 [ %72, %77 ], [ %115, %109 ]
  %98 = icmp eq i32 %82, 0
  br i1 %98, label %106, label %99

99:                                               ; preds = %95, %99
  %100 = phi i64 [ %102, %99 ], [ %97, %95 ]
  %101 = phi i32 [ %104, %99 ], [ 0, %95 ]
  %102 = add i64 %100, 1
  %103 = getelementptr inbounds i8, ptr @output, i64 %100
  store i8 %81, ptr %103, align 1, !tbaa !4
  %104 = add i32 %101, 1
  %105 = icmp eq i32 %104, %82
  br i1 %105, label %106, label %99, !llvm.loop !10

106:                                              ; preds = %99, %95
  %107 = phi i64 [ %96, %95 ], [ %102, %99 ]
  %108 = add i64 %71, 2
  br label %119

109:                                              ; preds = %109, %85
  %110 = phi i64 [ %72, %85 ], [ %115, %109 ]
  %111 = phi i32 [ 0, %85 ], [ %117, %109 ]
  %112 = getelementptr inbounds i8, ptr @output, i64 %110
  store i8 %81, ptr %112, align 1, !tbaa !4
  %113 = getelementptr i8, ptr getelementptr (i8, ptr @output, i64 1), i64 %110
  store i8 %81, ptr %113, align 1, !tbaa !4
  %114 = getelementptr i8, ptr getelementptr (i8, ptr @output, i64 2), i64 %110
  store i8 %81, ptr %114, align 1, !tbaa !4
  %115 = add i64 %110, 4
  %116 = getelementptr i8, ptr getelementptr (i8, ptr @output, i64 3), i64 %110
  store i8 %81, ptr %116, align 1, !tbaa !4
  %117 = add i32 %111, 4
  %118 = icmp eq i32 %117, %86
  br i1 %118, label %95, label %109, !llvm.loop !12

119:                                              ; preds = %106, %87
  %120 = phi i64 [ %93, %87 ], [ %107, %106 ]
  %121 = phi i64 [ %94, %87 ], [ %108, %106 ]
  %122 = icmp ult i64 %121, %66
  br i1 %122, label %70, label %123, !llvm.loop !13

123:                                              ; preds = %119
  %124 = icmp eq i64 %120, 256
  br i1 %124, label %164, label %167

125:                                              ; preds = %0, %1
  %126 = phi i32 [ 5, %0 ], [ %129, %1 ]
  %127 = phi i64 [ 0, %0 ], [ %160, %1 ]
  %128 = mul i32 %126, 1103515245
  %129 = add i32 %128, 12345
  %130 = lshr i32 %129, 28
  %131 = and i32 %130, 3
  %132 = lshr i32 %129, 20
  %133 = and i32 %132, 15
  %134 = lshr i32 %129, 8
  %135 = trunc i32 %134 to i8
  %136 = icmp eq i32 %131, 2
  br label %137

137:                                              ; preds = %125, %156
  %138 = phi i32 [ 0, %125 ], [ %159, %156 ]
  %139 = phi i64 [ %127, %125 ], [ %160, %156 ]
  switch i32 %131, label %144 [
    i32 0, label %156
    i32 1, label %140
  ]

140:                                              ; preds = %137
  %141 = trunc nuw i64 %139 to i8
  %142 = urem i8 %141, 5
  %143 = add nuw nsw i8 %142, 97
  br label %156

144:                                              ; preds = %137
  %145 = icmp ugt i64 %139, 39
  %146 = select i1 %136, i1 %145, i1 false
  br i1 %146, label %147, label %151

147:                                              ; preds = %144
  %148 = add nsw i64 %139, -40
  %149 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %148
  %150 = load i8, ptr %149, align 1, !tbaa !4
  br label %156

151:                                              ; preds = %144
  %152 = and i32 %138, 7
  %153 = lshr i32 %129, %152
  %154 = trunc i32 %153 to i8
  %155 = mul i8 %154, 31
  br label %156

156:                                              ; preds = %137, %147, %151, %140
  %157 = phi i8 [ %150, %147 ], [ %155, %151 ], [ %143, %140 ], [ %135, %137 ]
  %158 = getelementptr inbounds [256 x i8], ptr @input, i64 0, i64 %139
  store i8 %157, ptr %158, align 1, !tbaa !4
  %159 = add nuw nsw i32 %138, 1
  %160 = add nuw nsw i64 %139, 1
  %161 = icmp ult i32 %138, %133
  %162 = icmp ult i64 %139, 255
  %163 = select i1 %161, i1 %162, i1 false
  br i1 %163, label %137, label %1, !llvm.loop !14

164:                                              ; preds = %123
  %165 = tail call i32 @memcmp(ptr noundef nonnull @input, ptr noundef nonnull @output, i64 noundef 256) #3
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %168, label %167

167:                                              ; preds = %68, %164, %123
  tail call void @abort() #3
  br label %168

168:                                              ; preds = %167, %164
  %169 = trunc i64 %66 to i32
  %170 = xor i32 %169, -2128831035
  %171 = mul i32 %170, 16777619
  br i1 %69, label %194, label %172

172:                                              ; preds = %168
  %173 = and i64 %66, 3
  %174 = icmp ult i64 %66, 4
  br i1 %174, label %177, label %175

175:                                              ; preds = %172
  %176 = and i64 %66, -4
  br label %362

177:                                              ; preds = %362, %172
  %178 = phi i32 [ poison, %172 ], [ %389, %362 ]
  %179 = phi i32 [ %171, %172 ], [ %389, %362 ]
  %180 = phi i64 [ 0, %172 ], [ %388, %362 ]
  %181 = icmp eq i64 %173, 0
  br i1 %181, label %194, label %182

182:                                              ; preds = %177, %182
  %183 = phi i32 [ %191, %182 ], [ %179, %177 ]
  %184 = phi i64 [ %190, %182 ], [ %180, %177 ]
  %185 = phi i64 [ %192, %182 ], [ 0, %177 ]
  %186 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %184
  %187 = load i8, ptr %186, align 1, !tbaa !4
  %188 = zext i8 %187 to i32
  %189 = xor i32 %183, %188
  %190 = add nuw i64 %184, 1
  %191 = mul i32 %189, 16777619
  %192 = add i64 %185, 1
  %193 = icmp eq i64 %192, %173
  br i1 %193, label %194, label %182, !llvm.loop !15

194:                                              ; preds = %177, %182, %168
  %195 = phi i32 [ %171, %168 ], [ %178, %177 ], [ %191, %182 ]
  br label %198

196:                                              ; preds = %264
  %197 = icmp ult i64 %265, 256
  br i1 %197, label %269, label %284

198:                                              ; preds = %194, %264
  %199 = phi i64 [ %267, %264 ], [ 0, %194 ]
  %200 = phi i64 [ %266, %264 ], [ 0, %194 ]
  %201 = phi i64 [ %265, %264 ], [ 0, %194 ]
  %202 = tail call i64 @llvm.umin.i64(i64 %199, i64 63)
  %203 = icmp eq i64 %199, 0
  br i1 %203, label %262, label %204

204:                                              ; preds = %198, %223
  %205 = phi i64 [ %230, %223 ], [ 1, %198 ]
  %206 = phi i64 [ %228, %223 ], [ 0, %198 ]
  %207 = phi i64 [ %227, %223 ], [ 0, %198 ]
  br label %208

208:                                              ; preds = %217, %204
  %209 = phi i64 [ %218, %217 ], [ 0, %204 ]
  %210 = add nuw nsw i64 %209, %199
  %211 = getelementptr inbounds i8, ptr @input, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !4
  %213 = sub nsw i64 %210, %205
  %214 = getelementptr inbounds i8, ptr @input, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !4
  %216 = icmp eq i8 %212, %215
  br i1 %216, label %217, label %223

217:                                              ; preds = %208
  %218 = add nuw nsw i64 %209, 1
  %219 = add nuw nsw i64 %218, %199
  %220 = icmp ult i64 %219, 256
  %221 = icmp ult i64 %209, 129
  %222 = and i1 %221, %220
  br i1 %222, label %208, label %223, !llvm.loop !16

223:                                              ; preds = %217, %208
  %224 = phi i64 [ %209, %208 ], [ %218, %217 ]
  %225 = icmp ugt i64 %224, %207
  %226 = icmp eq i64 %224, 130
  %227 = tail call i64 @llvm.umax.i64(i64 %224, i64 %207)
  %228 = select i1 %225, i64 %205, i64 %206
  %229 = and i1 %225, %226
  %230 = add nuw nsw i64 %205, 1
  %231 = icmp uge i64 %205, %202
  %232 = or i1 %231, %229
  br i1 %232, label %233, label %204, !llvm.loop !17

233:                                              ; preds = %223
  %234 = icmp ugt i64 %227, 2
  br i1 %234, label %235, label %262

235:                                              ; preds = %233
  %236 = icmp ult i64 %201, %199
  br i1 %236, label %237, label %252

237:                                              ; preds = %235, %237
  %238 = phi i64 [ %249, %237 ], [ %200, %235 ]
  %239 = phi i64 [ %250, %237 ], [ %201, %235 ]
  %240 = sub nsw i64 %199, %239
  %241 = tail call i64 @llvm.umin.i64(i64 %240, i64 128)
  %242 = trunc nuw i64 %241 to i8
  %243 = add i8 %242, -1
  %244 = add i64 %238, 1
  %245 = getelementptr inbounds i8, ptr @packed, i64 %238
  store i8 %243, ptr %245, align 1, !tbaa !4
  %246 = getelementptr inbounds i8, ptr @packed, i64 %244
  %247 = getelementptr inbounds i8, ptr @input, i64 %239
  %248 = tail call ptr @memcpy(ptr noundef nonnull %246, ptr noundef nonnull %247, i64 noundef %241) #3
  %249 = add i64 %241, %244
  %250 = add nsw i64 %241, %239
  %251 = icmp ult i64 %250, %199
  br i1 %251, label %237, label %252, !llvm.loop !18

252:                                              ; preds = %237, %235
  %253 = phi i64 [ %200, %235 ], [ %249, %237 ]
  %254 = trunc i64 %227 to i8
  %255 = add i8 %254, 125
  %256 = or i8 %255, -128
  %257 = getelementptr inbounds i8, ptr @packed, i64 %253
  store i8 %256, ptr %257, align 1, !tbaa !4
  %258 = trunc nuw i64 %228 to i8
  %259 = add i64 %253, 2
  %260 = getelementptr i8, ptr %257, i64 1
  store i8 %258, ptr %260, align 1, !tbaa !4
  %261 = add i64 %227, %199
  br label %264

262:                                              ; preds = %233, %198
  %263 = add nuw nsw i64 %199, 1
  br label %264

264:                                              ; preds = %262, %252
  %265 = phi i64 [ %261, %252 ], [ %201, %262 ]
  %266 = phi i64 [ %259, %252 ], [ %200, %262 ]
  %267 = phi i64 [ %261, %252 ], [ %263, %262 ]
  %268 = icmp ult i64 %267, 256
  br i1 %268, label %198, label %196, !llvm.loop !19

269:                                              ; preds = %196, %269
  %270 = phi i64 [ %281, %269 ], [ %266, %196 ]
  %271 = phi i64 [ %282, %269 ], [ %265, %196 ]
  %272 = sub nuw nsw i64 256, %271
  %273 = tail call i64 @llvm.umin.i64(i64 %272, i64 128)
  %274 = trunc nuw i64 %273 to i8
  %275 = add i8 %274, -1
  %276 = add i64 %270, 1
  %277 = getelementptr inbounds i8, ptr @packed, i64 %270
  store i8 %275, ptr %277, align 1, !tbaa !4
  %278 = getelementptr inbounds i8, ptr @packed, i64 %276
  %279 = getelementptr inbounds i8, ptr @input, i64 %271
  %280 = tail call ptr @memcpy(ptr noundef nonnull %278, ptr noundef nonnull %279, i64 noundef %273) #3
  %281 = add i64 %273, %276
  %282 = add nuw nsw i64 %273, %271
  %283 = icmp ult i64 %282, 256
  br i1 %283, label %269, label %284, !llvm.loop !20

284:                                              ; preds = %269, %196
  %285 = phi i64 [ %266, %196 ], [ %281, %269 ]
  %286 = icmp eq i64 %285, 0
  br i1 %286, label %395, label %287

287:                                              ; preds = %284, %356
  %288 = phi i64 [ %358, %356 ], [ 0, %284 ]
  %289 = phi i64 [ %357, %356 ], [ 0, %284 ]
  %290 = add nuw i64 %288, 1
  %291 = getelementptr inbounds i8, ptr @packed, i64 %288
  %292 = load i8, ptr %291, align 1, !tbaa !4
  %293 = icmp sgt i8 %292, -1
  br i1 %293, label %294, label %302

294:                                              ; preds = %287
  %295 = getelementptr inbounds i8, ptr @output, i64 %289
  %296 = getelementptr inbounds i8, ptr @packed, i64 %290
  %297 = add nuw i8 %292, 1
  %298 = zext i8 %297 to i64
  %299 = tail call ptr @memmove(ptr noundef nonnull %295, ptr noundef nonnull %296, i64 noundef %298) #3
  %300 = add i64 %289, %298
  %301 = add i64 %290, %298
  br label %356

302:                                              ; preds = %287
  %303 = and i8 %292, 127
  %304 = add nuw i8 %303, 3
  %305 = zext i8 %304 to i64
  %306 = getelementptr inbounds i8, ptr @packed, i64 %290
  %307 = load i8, ptr %306, align 1, !tbaa !4
  %308 = zext i8 %307 to i64
  %309 = and i8 %292, 127
  %310 = and i64 %305, 3
  %311 = icmp eq i8 %309, 0
  br i1 %311, label %339, label %312

312:                                              ; preds = %302
  %313 = and i64 %305, 252
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ %289, %312 ], [ %336, %314 ]
  %316 = phi i64 [ 0, %312 ], [ %337, %314 ]
  %317 = sub i64 %315, %308
  %318 = getelementptr inbounds i8, ptr @output, i64 %317
  %319 = load i8, ptr %318, align 1, !tbaa !4
  %320 = getelementptr inbounds i8, ptr @output, i64 %315
  store i8 %319, ptr %320, align 1, !tbaa !4
  %321 = add i64 %315, 1
  %322 = sub i64 %321, %308
  %323 = getelementptr inbounds i8, ptr @output, i64 %322
  %324 = load i8, ptr %323, align 1, !tbaa !4
  %325 = getelementptr inbounds i8, ptr @output, i64 %321
  store i8 %324, ptr %325, align 1, !tbaa !4
  %326 = add i64 %315, 2
  %327 = sub i64 %326, %308
  %328 = getelementptr inbounds i8, ptr @output, i64 %327
  %329 = load i8, ptr %328, align 1, !tbaa !4
  %330 = getelementptr inbounds i8, ptr @output, i64 %326
  store i8 %329, ptr %330, align 1, !tbaa !4
  %331 = add i64 %315, 3
  %332 = sub i64 %331, %308
  %333 = getelementptr inbounds i8, ptr @output, i64 %332
  %334 = load i8, ptr %333, align 1, !tbaa !4
  %335 = getelementptr inbounds i8, ptr @output, i64 %331
  store i8 %334, ptr %335, align 1, !tbaa !4
  %336 = add i64 %315, 4
  %337 = add i64 %316, 4
  %338 = icmp eq i64 %337, %313
  br i1 %338, label %339, label %314, !llvm.loop !21

339:                                              ; preds = %314, %302
  %340 = phi i64 [ poison, %302 ], [ %336, %314 ]
  %341 = phi i64 [ %289, %302 ], [ %336, %314 ]
  %342 = icmp eq i64 %310, 0
  br i1 %342, label %353, label %343

343:                                              ; preds = %339, %343
  %344 = phi i64 [ %350, %343 ], [ %341, %339 ]
  %345 = phi i64 [ %351, %343 ], [ 0, %339 ]
  %346 = sub i64 %344, %308
  %347 = getelementptr inbounds i8, ptr @output, i64 %346
  %348 = load i8, ptr %347, align 1, !tbaa !4
  %349 = getelementptr inbounds i8, ptr @output, i64 %344
  store i8 %348, ptr %349, align 1, !tbaa !4
  %350 = add i64 %344, 1
  %351 = add i64 %345, 1
  %352 = icmp eq i64 %351, %310
  br i1 %352, label %353, label %343, !llvm.loop !22

353:                                              ; preds = %343, %339
  %354 = phi i64 [ %340, %339 ], [ %350, %343 ]
  %355 = add i64 %288, 2
  br label %356

356:                                              ; preds = %353, %294
  %357 = phi i64 [ %300, %294 ], [ %354, %353 ]
  %358 = phi i64 [ %301, %294 ], [ %355, %353 ]
  %359 = icmp ult i64 %358, %285
  br i1 %359, label %287, label %360, !llvm.loop !23

360:                                              ; preds = %356
  %361 = icmp eq i64 %357, 256
  br i1 %361, label %392, label %395

362:                                              ; preds = %362, %175
  %363 = phi i32 [ %171, %175 ], [ %389, %362 ]
  %364 = phi i64 [ 0, %175 ], [ %388, %362 ]
  %365 = phi i64 [ 0, %175 ], [ %390, %362 ]
  %366 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %364
  %367 = load i8, ptr %366, align 4, !tbaa !4
  %368 = zext i8 %367 to i32
  %369 = xor i32 %363, %368
  %370 = or disjoint i64 %364, 1
  %371 = mul i32 %369, 16777619
  %372 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %370
  %373 = load i8, ptr %372, align 1, !tbaa !4
  %374 = zext i8 %373 to i32
  %375 = xor i32 %371, %374
  %376 = or disjoint i64 %364, 2
  %377 = mul i32 %375, 16777619
  %378 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %376
  %379 = load i8, ptr %378, align 2, !tbaa !4
  %380 = zext i8 %379 to i32
  %381 = xor i32 %377, %380
  %382 = or disjoint i64 %364, 3
  %383 = mul i32 %381, 16777619
  %384 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %382
  %385 = load i8, ptr %384, align 1, !tbaa !4
  %386 = zext i8 %385 to i32
  %387 = xor i32 %383, %386
  %388 = add nuw i64 %364, 4
  %389 = mul i32 %387, 16777619
  %390 = add i64 %365, 4
  %391 = icmp eq i64 %390, %176
  br i1 %391, label %177, label %362, !llvm.loop !24

392:                                              ; preds = %360
  %393 = tail call i32 @memcmp(ptr noundef nonnull @input, ptr noundef nonnull @output, i64 noundef 256) #3
  %394 = icmp eq i32 %393, 0
  br i1 %394, label %396, label %395

395:                                              ; preds = %284, %392, %360
  tail call void @abort() #3
  br label %396

396:                                              ; preds = %395, %392
  %397 = trunc i64 %285 to i32
  %398 = xor i32 %195, %397
  %399 = mul i32 %398, 16777619
  br i1 %286, label %422, label %400

400:                                              ; preds = %396
  %401 = and i64 %285, 3
  %402 = icmp ult i64 %285, 4
  br i1 %402, label %405, label %403

403:                                              ; preds = %400
  %404 = and i64 %285, -4
  br label %425

405:                                              ; preds = %425, %400
  %406 = phi i32 [ poison, %400 ], [ %452, %425 ]
  %407 = phi i32 [ %399, %400 ], [ %452, %425 ]
  %408 = phi i64 [ 0, %400 ], [ %451, %425 ]
  %409 = icmp eq i64 %401, 0
  br i1 %409, label %422, label %410

410:                                              ; preds = %405, %410
  %411 = phi i32 [ %419, %410 ], [ %407, %405 ]
  %412 = phi i64 [ %418, %410 ], [ %408, %405 ]
  %413 = phi i64 [ %420, %410 ], [ 0, %405 ]
  %414 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %412
  %415 = load i8, ptr %414, align 1, !tbaa !4
  %416 = zext i8 %415 to i32
  %417 = xor i32 %411, %416
  %418 = add nuw i64 %412, 1
  %419 = mul i32 %417, 16777619
  %420 = add i64 %413, 1
  %421 = icmp eq i64 %420, %401
  br i1 %421, label %422, label %410, !llvm.loop !25

422:                                              ; preds = %405, %410, %396
  %423 = phi i32 [ %399, %396 ], [ %406, %405 ], [ %419, %410 ]
  %424 = and i32 %423, 2147483647
  ret i32 %424

425:                                              ; preds = %425, %403
  %426 = phi i32 [ %399, %403 ], [ %452, %425 ]
  %427 = phi i64 [ 0, %403 ], [ %451, %425 ]
  %428 = phi i64 [ 0, %403 ], [ %453, %425 ]
  %429 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %427
  %430 = load i8, ptr %429, align 4, !tbaa !4
  %431 = zext i8 %430 to i32
  %432 = xor i32 %426, %431
  %433 = or disjoint i64 %427, 1
  %434 = mul i32 %432, 16777619
  %435 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %433
  %436 = load i8, ptr %435, align 1, !tbaa !4
  %437 = zext i8 %436 to i32
  %438 = xor i32 %434, %437
  %439 = or disjoint i64 %427, 2
  %440 = mul i32 %438, 16777619
  %441 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %439
  %442 = load i8, ptr %441, align 2, !tbaa !4
  %443 = zext i8 %442 to i32
  %444 = xor i32 %440, %443
  %445 = or disjoint i64 %427, 3
  %446 = mul i32 %444, 16777619
  %447 = getelementptr inbounds [512 x i8], ptr @packed, i64 0, i64 %445
  %448 = load i8, ptr %447, align 1, !tbaa !4
  %449 = zext i8 %448 to i32
  %450 = xor i32 %446, %449
  %451 = add nuw i64 %427, 4
  %452 = mul i32 %450, 16777619
  %453 = add i64 %428, 4
  %454 = icmp eq i64 %453, %404
  br i1 %454, label %405, label %425, !llvm.loop !26
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

declare dso_local ptr @memmove(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
!19 = distinct !{!19, !3}
!20 = distinct !{!20, !3}
!21 = distinct !{!21, !3}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !3}
!24 = distinct !{!24, !3}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !3}
