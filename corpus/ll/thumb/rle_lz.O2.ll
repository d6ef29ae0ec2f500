; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@input = internal global [256 x i8] zeroinitializer, align 1
@packed = internal global [512 x i8] zeroinitializer, align 1
@output = internal global [256 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %152

1:                                                ; preds = %183
  %2 = icmp ult i32 %166, 255
  br i1 %2, label %152, label %3, !llvm.loop !7

3:                                                ; preds = %1, %84
  %4 = phi i32 [ %86, %84 ], [ 0, %1 ]
  %5 = phi i32 [ %85, %84 ], [ 0, %1 ]
  %6 = icmp ult i32 %5, 255
  br i1 %6, label %7, label %40

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %5, 1
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %5
  %10 = load i8, i8* %9, align 1, !tbaa !9
  %11 = sub nuw nsw i32 254, %5
  %12 = tail call i32 @llvm.umin.i32(i32 %11, i32 126) #3
  %13 = add nuw nsw i32 %12, 2
  %14 = add nuw nsw i32 %5, 2
  %15 = add nuw nsw i32 %14, %12
  br label %16

16:                                               ; preds = %30, %7
  %17 = phi i32 [ %8, %7 ], [ %32, %30 ]
  %18 = phi i32 [ 1, %7 ], [ %31, %30 ]
  %19 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %17
  %20 = load i8, i8* %19, align 1, !tbaa !9
  %21 = icmp eq i8 %20, %10
  br i1 %21, label %22, label %34

22:                                               ; preds = %16
  %23 = add nuw nsw i32 %18, 1
  %24 = add i32 %23, %5
  %25 = icmp eq i32 %23, %13
  br i1 %25, label %34, label %26, !llvm.loop !12

26:                                               ; preds = %22
  %27 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %24
  %28 = load i8, i8* %27, align 1, !tbaa !9
  %29 = icmp eq i8 %28, %10
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = add nuw nsw i32 %18, 2
  %32 = add i32 %31, %5
  %33 = icmp eq i32 %18, %12
  br i1 %33, label %34, label %16, !llvm.loop !12

34:                                               ; preds = %30, %26, %22, %16
  %35 = phi i32 [ %18, %16 ], [ %13, %22 ], [ %23, %26 ], [ %13, %30 ]
  %36 = phi i32 [ %17, %16 ], [ %15, %22 ], [ %24, %26 ], [ %15, %30 ]
  %37 = icmp ugt i32 %35, 2
  br i1 %37, label %46, label %38

38:                                               ; preds = %34
  %39 = icmp ult i32 %5, 256
  br i1 %39, label %40, label %73

40:                                               ; preds = %3, %38
  %41 = phi i32 [ %8, %38 ], [ 256, %3 ]
  %42 = sub nuw nsw i32 255, %5
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 127) #3
  %44 = add nuw nsw i32 %43, 1
  %45 = add nuw nsw i32 %41, %43
  br label %53

46:                                               ; preds = %34
  %47 = trunc i32 %35 to i8
  %48 = sub i8 1, %47
  %49 = add i32 %4, 1
  %50 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %4
  store i8 %48, i8* %50, align 1, !tbaa !9
  %51 = add i32 %4, 2
  %52 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %49
  store i8 %10, i8* %52, align 1, !tbaa !9
  br label %84

53:                                               ; preds = %69, %40
  %54 = phi i32 [ %71, %69 ], [ %5, %40 ]
  %55 = phi i32 [ %70, %69 ], [ 0, %40 ]
  %56 = add nuw nsw i32 %54, 2
  %57 = icmp ult i32 %54, 254
  br i1 %57, label %58, label %69

58:                                               ; preds = %53
  %59 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %54
  %60 = load i8, i8* %59, align 1, !tbaa !9
  %61 = add nuw nsw i32 %54, 1
  %62 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !9
  %64 = icmp eq i8 %60, %63
  br i1 %64, label %65, label %69

65:                                               ; preds = %58
  %66 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %56
  %67 = load i8, i8* %66, align 1, !tbaa !9
  %68 = icmp eq i8 %60, %67
  br i1 %68, label %73, label %69

69:                                               ; preds = %65, %58, %53
  %70 = add nuw nsw i32 %55, 1
  %71 = add nuw nsw i32 %70, %5
  %72 = icmp eq i32 %55, %43
  br i1 %72, label %73, label %53, !llvm.loop !13

73:                                               ; preds = %69, %65, %38
  %74 = phi i32 [ 0, %38 ], [ %44, %69 ], [ %55, %65 ]
  %75 = phi i32 [ %5, %38 ], [ %45, %69 ], [ %54, %65 ]
  %76 = trunc i32 %74 to i8
  %77 = add i8 %76, -1
  %78 = add i32 %4, 1
  %79 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %4
  store i8 %77, i8* %79, align 1, !tbaa !9
  %80 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %78
  %81 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %5
  %82 = tail call i8* @memcpy(i8* noundef nonnull %80, i8* noundef nonnull %81, i32 noundef %74) #4
  %83 = add i32 %74, %78
  br label %84

84:                                               ; preds = %73, %46
  %85 = phi i32 [ %36, %46 ], [ %75, %73 ]
  %86 = phi i32 [ %51, %46 ], [ %83, %73 ]
  %87 = icmp ult i32 %85, 256
  br i1 %87, label %3, label %88, !llvm.loop !14

88:                                               ; preds = %84
  %89 = icmp eq i32 %86, 0
  br i1 %89, label %194, label %90

90:                                               ; preds = %88, %146
  %91 = phi i32 [ %148, %146 ], [ 0, %88 ]
  %92 = phi i32 [ %147, %146 ], [ 0, %88 ]
  %93 = add nuw i32 %91, 1
  %94 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %91
  %95 = load i8, i8* %94, align 1, !tbaa !9
  %96 = sext i8 %95 to i32
  %97 = icmp sgt i8 %95, -1
  br i1 %97, label %108, label %98

98:                                               ; preds = %90
  %99 = sub nsw i32 1, %96
  %100 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %93
  %101 = load i8, i8* %100, align 1, !tbaa !9
  %102 = tail call i32 @llvm.smax.i32(i32 %99, i32 1) #3
  %103 = add nsw i32 %102, -1
  %104 = and i32 %102, 3
  %105 = icmp ult i32 %103, 3
  br i1 %105, label %115, label %106

106:                                              ; preds = %98
  %107 = and i32 %102, 2147483644
  br label %133

108:                                              ; preds = %90
  %109 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %92
  %110 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %93
  %111 = add nsw i32 %96, 1
  %112 = tail call i8* @memcpy(i8* noundef nonnull %109, i8* noundef nonnull %110, i32 noundef %111) #4
  %113 = add i32 %111, %92
  %114 = add i32 %111, %93
  br label %146

115:                                              ; preds = %133, %98
  %116 = phi i32 [ undef, %98 ], [ %142, %133 ]
  %117 = phi i32 [ %92, %98 ], [ %142, %133 ]
  %118 = icmp eq i32 %104, 0
  br i1 %118, label %130, label %119

119:                                              ; preds = %115
  %120 = add i32 %117, 1
  %121 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %117
  store i8 %101, i8* %121, align 1, !tbaa !9
  %122 = icmp eq i32 %104, 1
  br i1 %122, label %130, label %123

123:                                              ; preds = %119
  %124 = add i32 %117, 2
  %125 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %120
  store i8 %101, i8* %125, align 1, !tbaa !9
  %126 = icmp eq i32 %104, 2
  br i1 %126, label %130, label %127

127:                                              ; preds = %123
  %128 = add i32 %117, 3
  %129 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %124
  store i8 %101, i8* %129, align 1, !tbaa !9
  br label %130

130:                                              ; preds = %119, %123, %127, %115
  %131 = phi i32 [ %116, %115 ], [ %120, %119 ], [ %124, %123 ], [ %128, %127 ]
  %132 = add i32 %91, 2
  br label %146

133:                                              ; preds = %133, %106
  %134 = phi i32 [ %92, %106 ], [ %142, %133 ]
  %135 = phi i32 [ 0, %106 ], [ %144, %133 ]
  %136 = add i32 %134, 1
  %137 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %134
  store i8 %101, i8* %137, align 1, !tbaa !9
  %138 = add i32 %134, 2
  %139 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %136
  store i8 %101, i8* %139, align 1, !tbaa !9
  %140 = add i32 %134, 3
  %141 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %138
  store i8 %101, i8* %141, align 1, !tbaa !9
  %142 = add i32 %134, 4
  %143 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %140
  store i8 %101, i8* %143, align 1, !tbaa !9
  %144 = add i32 %135, 4
  %145 = icmp eq i32 %144, %107
  br i1 %145, label %115, label %133, !llvm.loop !15

146:                                              ; preds = %130, %108
  %147 = phi i32 [ %113, %108 ], [ %131, %130 ]
  %148 = phi i32 [ %114, %108 ], [ %132, %130 ]
  %149 = icmp ult i32 %148, %86
  br i1 %149, label %90, label %150, !llvm.loop !16

150:                                              ; preds = %146
  %151 = icmp eq i32 %147, 256
  br i1 %151, label %191, label %194

152:                                              ; preds = %1, %0
  %153 = phi i32 [ 5, %0 ], [ %156, %1 ]
  %154 = phi i32 [ 0, %0 ], [ %187, %1 ]
  %155 = mul i32 %153, 1103515245
  %156 = add i32 %155, 12345
  %157 = lshr i32 %156, 28
  %158 = and i32 %157, 3
  %159 = lshr i32 %156, 20
  %160 = and i32 %159, 15
  %161 = lshr i32 %156, 8
  %162 = trunc i32 %161 to i8
  %163 = icmp eq i32 %158, 2
  br label %164

164:                                              ; preds = %152, %183
  %165 = phi i32 [ 0, %152 ], [ %186, %183 ]
  %166 = phi i32 [ %154, %152 ], [ %187, %183 ]
  switch i32 %158, label %171 [
    i32 0, label %183
    i32 1, label %167
  ]

167:                                              ; preds = %164
  %168 = trunc i32 %166 to i8
  %169 = urem i8 %168, 5
  %170 = add nuw nsw i8 %169, 97
  br label %183

171:                                              ; preds = %164
  %172 = icmp ugt i32 %166, 39
  %173 = select i1 %163, i1 %172, i1 false
  br i1 %173, label %174, label %178

174:                                              ; preds = %171
  %175 = add nsw i32 %166, -40
  %176 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %175
  %177 = load i8, i8* %176, align 1, !tbaa !9
  br label %183

178:                                              ; preds = %171
  %179 = and i32 %165, 7
  %180 = lshr i32 %156, %179
  %181 = trunc i32 %180 to i8
  %182 = mul i8 %181, 31
  br label %183

183:                                              ; preds = %164, %174, %178, %167
  %184 = phi i8 [ %177, %174 ], [ %182, %178 ], [ %170, %167 ], [ %162, %164 ]
  %185 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %166
  store i8 %184, i8* %185, align 1, !tbaa !9
  %186 = add nuw nsw i32 %165, 1
  %187 = add nuw nsw i32 %166, 1
  %188 = icmp ult i32 %165, %160
  %189 = icmp ult i32 %166, 255
  %190 = select i1 %188, i1 %189, i1 false
  br i1 %190, label %164, label %1, !llvm.loop !17

191:                                              ; preds = %150
  %192 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %195, label %194

194:                                              ; preds = %88, %191, %150
  tail call void @abort() #4
  br label %195

195:                                              ; preds = %194, %191
  %196 = xor i32 %86, -2128831035
  %197 = mul i32 %196, 16777619
  br i1 %89, label %231, label %198

198:                                              ; preds = %195
  %199 = add i32 %86, -1
  %200 = and i32 %86, 3
  %201 = icmp ult i32 %199, 3
  br i1 %201, label %204, label %202

202:                                              ; preds = %198
  %203 = and i32 %86, -4
  br label %448

204:                                              ; preds = %448, %198
  %205 = phi i32 [ undef, %198 ], [ %475, %448 ]
  %206 = phi i32 [ %197, %198 ], [ %475, %448 ]
  %207 = phi i32 [ 0, %198 ], [ %474, %448 ]
  %208 = icmp eq i32 %200, 0
  br i1 %208, label %231, label %209

209:                                              ; preds = %204
  %210 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %207
  %211 = load i8, i8* %210, align 1, !tbaa !9
  %212 = zext i8 %211 to i32
  %213 = xor i32 %206, %212
  %214 = mul i32 %213, 16777619
  %215 = icmp eq i32 %200, 1
  br i1 %215, label %231, label %216

216:                                              ; preds = %209
  %217 = add nuw i32 %207, 1
  %218 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %217
  %219 = load i8, i8* %218, align 1, !tbaa !9
  %220 = zext i8 %219 to i32
  %221 = xor i32 %214, %220
  %222 = mul i32 %221, 16777619
  %223 = icmp eq i32 %200, 2
  br i1 %223, label %231, label %224

224:                                              ; preds = %216
  %225 = add nuw i32 %207, 2
  %226 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %225
  %227 = load i8, i8* %226, align 1, !tbaa !9
  %228 = zext i8 %227 to i32
  %229 = xor i32 %222, %228
  %230 = mul i32 %229, 16777619
  br label %231

231:                                              ; preds = %204, %224, %216, %209, %195
  %232 = phi i32 [ %197, %195 ], [ %205, %204 ], [ %214, %209 ], [ %222, %216 ], [ %230, %224 ]
  br label %235

233:                                              ; preds = %341
  %234 = icmp ult i32 %342, 256
  br i1 %234, label %346, label %362

235:                                              ; preds = %231, %341
  %236 = phi i32 [ %344, %341 ], [ 0, %231 ]
  %237 = phi i32 [ %343, %341 ], [ 0, %231 ]
  %238 = phi i32 [ %342, %341 ], [ 0, %231 ]
  %239 = icmp ult i32 %236, 63
  %240 = select i1 %239, i32 %236, i32 63
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %339, label %242

242:                                              ; preds = %235
  %243 = sub nuw nsw i32 255, %236
  %244 = tail call i32 @llvm.umin.i32(i32 %243, i32 129) #3
  %245 = add nuw nsw i32 %244, 1
  br label %246

246:                                              ; preds = %301, %242
  %247 = phi i32 [ 1, %242 ], [ %304, %301 ]
  %248 = phi i32 [ 0, %242 ], [ %303, %301 ]
  %249 = phi i32 [ 0, %242 ], [ %302, %301 ]
  br label %250

250:                                              ; preds = %292, %246
  %251 = phi i32 [ %236, %246 ], [ %294, %292 ]
  %252 = phi i32 [ 0, %246 ], [ %293, %292 ]
  %253 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %251
  %254 = load i8, i8* %253, align 1, !tbaa !9
  %255 = sub i32 %251, %247
  %256 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %255
  %257 = load i8, i8* %256, align 1, !tbaa !9
  %258 = icmp eq i8 %254, %257
  br i1 %258, label %259, label %296

259:                                              ; preds = %250
  %260 = or i32 %252, 1
  %261 = add nuw nsw i32 %260, %236
  %262 = icmp eq i32 %252, %244
  br i1 %262, label %296, label %263, !llvm.loop !18

263:                                              ; preds = %259
  %264 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %261
  %265 = load i8, i8* %264, align 1, !tbaa !9
  %266 = sub i32 %261, %247
  %267 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %266
  %268 = load i8, i8* %267, align 1, !tbaa !9
  %269 = icmp eq i8 %265, %268
  br i1 %269, label %270, label %296

270:                                              ; preds = %263
  %271 = or i32 %252, 2
  %272 = add nuw nsw i32 %271, %236
  %273 = icmp eq i32 %260, %244
  br i1 %273, label %296, label %274, !llvm.loop !18

274:                                              ; preds = %270
  %275 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %272
  %276 = load i8, i8* %275, align 1, !tbaa !9
  %277 = sub i32 %272, %247
  %278 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %277
  %279 = load i8, i8* %278, align 1, !tbaa !9
  %280 = icmp eq i8 %276, %279
  br i1 %280, label %281, label %296

281:                                              ; preds = %274
  %282 = or i32 %252, 3
  %283 = add nuw nsw i32 %282, %236
  %284 = icmp eq i32 %271, %244
  br i1 %284, label %296, label %285, !llvm.loop !18

285:                                              ; preds = %281
  %286 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %283
  %287 = load i8, i8* %286, align 1, !tbaa !9
  %288 = sub i32 %283, %247
  %289 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %288
  %290 = load i8, i8* %289, align 1, !tbaa !9
  %291 = icmp eq i8 %287, %290
  br i1 %291, label %292, label %296

292:                                              ; preds = %285
  %293 = add nuw nsw i32 %252, 4
  %294 = add nuw nsw i32 %293, %236
  %295 = icmp eq i32 %282, %244
  br i1 %295, label %296, label %250, !llvm.loop !18

296:                                              ; preds = %292, %285, %281, %274, %270, %263, %259, %250
  %297 = phi i32 [ %252, %250 ], [ %245, %259 ], [ %260, %263 ], [ %245, %270 ], [ %271, %274 ], [ %245, %281 ], [ %282, %285 ], [ %245, %292 ]
  %298 = icmp ugt i32 %297, %249
  br i1 %298, label %299, label %301

299:                                              ; preds = %296
  %300 = icmp eq i32 %297, 130
  br i1 %300, label %308, label %301

301:                                              ; preds = %299, %296
  %302 = phi i32 [ %297, %299 ], [ %249, %296 ]
  %303 = phi i32 [ %247, %299 ], [ %248, %296 ]
  %304 = add nuw nsw i32 %247, 1
  %305 = icmp eq i32 %247, %240
  br i1 %305, label %306, label %246, !llvm.loop !19

306:                                              ; preds = %301
  %307 = icmp ugt i32 %302, 2
  br i1 %307, label %308, label %339

308:                                              ; preds = %299, %306
  %309 = phi i32 [ %303, %306 ], [ %247, %299 ]
  %310 = phi i32 [ %302, %306 ], [ 130, %299 ]
  %311 = icmp ugt i32 %236, %238
  br i1 %311, label %312, label %328

312:                                              ; preds = %308, %312
  %313 = phi i32 [ %325, %312 ], [ %237, %308 ]
  %314 = phi i32 [ %326, %312 ], [ %238, %308 ]
  %315 = sub i32 %236, %314
  %316 = icmp ult i32 %315, 128
  %317 = select i1 %316, i32 %315, i32 128
  %318 = trunc i32 %317 to i8
  %319 = add i8 %318, -1
  %320 = add i32 %313, 1
  %321 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %313
  store i8 %319, i8* %321, align 1, !tbaa !9
  %322 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %320
  %323 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %314
  %324 = tail call i8* @memcpy(i8* noundef nonnull %322, i8* noundef nonnull %323, i32 noundef %317) #4
  %325 = add i32 %317, %320
  %326 = add i32 %317, %314
  %327 = icmp ugt i32 %236, %326
  br i1 %327, label %312, label %328, !llvm.loop !20

328:                                              ; preds = %312, %308
  %329 = phi i32 [ %237, %308 ], [ %325, %312 ]
  %330 = trunc i32 %310 to i8
  %331 = add i8 %330, 125
  %332 = or i8 %331, -128
  %333 = add i32 %329, 1
  %334 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %329
  store i8 %332, i8* %334, align 1, !tbaa !9
  %335 = trunc i32 %309 to i8
  %336 = add i32 %329, 2
  %337 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %333
  store i8 %335, i8* %337, align 1, !tbaa !9
  %338 = add i32 %310, %236
  br label %341

339:                                              ; preds = %306, %235
  %340 = add i32 %236, 1
  br label %341

341:                                              ; preds = %339, %328
  %342 = phi i32 [ %338, %328 ], [ %238, %339 ]
  %343 = phi i32 [ %336, %328 ], [ %237, %339 ]
  %344 = phi i32 [ %338, %328 ], [ %340, %339 ]
  %345 = icmp ult i32 %344, 256
  br i1 %345, label %235, label %233, !llvm.loop !21

346:                                              ; preds = %233, %346
  %347 = phi i32 [ %359, %346 ], [ %343, %233 ]
  %348 = phi i32 [ %360, %346 ], [ %342, %233 ]
  %349 = sub nuw nsw i32 256, %348
  %350 = icmp ult i32 %349, 128
  %351 = select i1 %350, i32 %349, i32 128
  %352 = trunc i32 %351 to i8
  %353 = add i8 %352, -1
  %354 = add i32 %347, 1
  %355 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %347
  store i8 %353, i8* %355, align 1, !tbaa !9
  %356 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %354
  %357 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %348
  %358 = tail call i8* @memcpy(i8* noundef nonnull %356, i8* noundef nonnull %357, i32 noundef %351) #4
  %359 = add i32 %351, %354
  %360 = add nuw nsw i32 %351, %348
  %361 = icmp ult i32 %360, 256
  br i1 %361, label %346, label %362, !llvm.loop !22

362:                                              ; preds = %346, %233
  %363 = phi i32 [ %343, %233 ], [ %359, %346 ]
  %364 = icmp eq i32 %363, 0
  br i1 %364, label %481, label %365

365:                                              ; preds = %362, %442
  %366 = phi i32 [ %444, %442 ], [ 0, %362 ]
  %367 = phi i32 [ %443, %442 ], [ 0, %362 ]
  %368 = add nuw i32 %366, 1
  %369 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %366
  %370 = load i8, i8* %369, align 1, !tbaa !9
  %371 = zext i8 %370 to i32
  %372 = icmp sgt i8 %370, -1
  br i1 %372, label %373, label %380

373:                                              ; preds = %365
  %374 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %367
  %375 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %368
  %376 = add nuw nsw i32 %371, 1
  %377 = tail call i8* @memmove(i8* noundef nonnull %374, i8* noundef nonnull %375, i32 noundef %376) #4
  %378 = add i32 %376, %367
  %379 = add i32 %376, %368
  br label %442

380:                                              ; preds = %365
  %381 = and i32 %371, 127
  %382 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %368
  %383 = load i8, i8* %382, align 1, !tbaa !9
  %384 = zext i8 %383 to i32
  %385 = add nuw nsw i32 %381, 3
  %386 = and i32 %385, 3
  %387 = icmp eq i32 %381, 0
  br i1 %387, label %415, label %388

388:                                              ; preds = %380
  %389 = and i32 %385, 252
  br label %390

390:                                              ; preds = %390, %388
  %391 = phi i32 [ %367, %388 ], [ %412, %390 ]
  %392 = phi i32 [ 0, %388 ], [ %413, %390 ]
  %393 = sub i32 %391, %384
  %394 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %393
  %395 = load i8, i8* %394, align 1, !tbaa !9
  %396 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %391
  store i8 %395, i8* %396, align 1, !tbaa !9
  %397 = add i32 %391, 1
  %398 = sub i32 %397, %384
  %399 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %398
  %400 = load i8, i8* %399, align 1, !tbaa !9
  %401 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %397
  store i8 %400, i8* %401, align 1, !tbaa !9
  %402 = add i32 %391, 2
  %403 = sub i32 %402, %384
  %404 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %403
  %405 = load i8, i8* %404, align 1, !tbaa !9
  %406 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %402
  store i8 %405, i8* %406, align 1, !tbaa !9
  %407 = add i32 %391, 3
  %408 = sub i32 %407, %384
  %409 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %408
  %410 = load i8, i8* %409, align 1, !tbaa !9
  %411 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %407
  store i8 %410, i8* %411, align 1, !tbaa !9
  %412 = add i32 %391, 4
  %413 = add i32 %392, 4
  %414 = icmp eq i32 %413, %389
  br i1 %414, label %415, label %390, !llvm.loop !23

415:                                              ; preds = %390, %380
  %416 = phi i32 [ undef, %380 ], [ %412, %390 ]
  %417 = phi i32 [ %367, %380 ], [ %412, %390 ]
  %418 = icmp eq i32 %386, 0
  br i1 %418, label %439, label %419

419:                                              ; preds = %415
  %420 = sub i32 %417, %384
  %421 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %420
  %422 = load i8, i8* %421, align 1, !tbaa !9
  %423 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %417
  store i8 %422, i8* %423, align 1, !tbaa !9
  %424 = add i32 %417, 1
  %425 = icmp eq i32 %386, 1
  br i1 %425, label %439, label %426

426:                                              ; preds = %419
  %427 = sub i32 %424, %384
  %428 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %427
  %429 = load i8, i8* %428, align 1, !tbaa !9
  %430 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %424
  store i8 %429, i8* %430, align 1, !tbaa !9
  %431 = add i32 %417, 2
  %432 = icmp eq i32 %386, 2
  br i1 %432, label %439, label %433

433:                                              ; preds = %426
  %434 = sub i32 %431, %384
  %435 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %434
  %436 = load i8, i8* %435, align 1, !tbaa !9
  %437 = getelementptr inbounds [256 x i8], [256 x i8]* @output, i32 0, i32 %431
  store i8 %436, i8* %437, align 1, !tbaa !9
  %438 = add i32 %417, 3
  br label %439

439:                                              ; preds = %419, %426, %433, %415
  %440 = phi i32 [ %416, %415 ], [ %424, %419 ], [ %431, %426 ], [ %438, %433 ]
  %441 = add i32 %366, 2
  br label %442

442:                                              ; preds = %439, %373
  %443 = phi i32 [ %378, %373 ], [ %440, %439 ]
  %444 = phi i32 [ %379, %373 ], [ %441, %439 ]
  %445 = icmp ult i32 %444, %363
  br i1 %445, label %365, label %446, !llvm.loop !24

446:                                              ; preds = %442
  %447 = icmp eq i32 %443, 256
  br i1 %447, label %478, label %481

448:                                              ; preds = %448, %202
  %449 = phi i32 [ %197, %202 ], [ %475, %448 ]
  %450 = phi i32 [ 0, %202 ], [ %474, %448 ]
  %451 = phi i32 [ 0, %202 ], [ %476, %448 ]
  %452 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %450
  %453 = load i8, i8* %452, align 1, !tbaa !9
  %454 = zext i8 %453 to i32
  %455 = xor i32 %449, %454
  %456 = or i32 %450, 1
  %457 = mul i32 %455, 16777619
  %458 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %456
  %459 = load i8, i8* %458, align 1, !tbaa !9
  %460 = zext i8 %459 to i32
  %461 = xor i32 %457, %460
  %462 = or i32 %450, 2
  %463 = mul i32 %461, 16777619
  %464 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %462
  %465 = load i8, i8* %464, align 1, !tbaa !9
  %466 = zext i8 %465 to i32
  %467 = xor i32 %463, %466
  %468 = or i32 %450, 3
  %469 = mul i32 %467, 16777619
  %470 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %468
  %471 = load i8, i8* %470, align 1, !tbaa !9
  %472 = zext i8 %471 to i32
  %473 = xor i32 %469, %472
  %474 = add nuw i32 %450, 4
  %475 = mul i32 %473, 16777619
  %476 = add i32 %451, 4
  %477 = icmp eq i32 %476, %203
  br i1 %477, label %204, label %448, !llvm.loop !25

478:                                              ; preds = %446
  %479 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #4
  %480 = icmp eq i32 %479, 0
  br i1 %480, label %482, label %481

481:                                              ; preds = %362, %478, %446
  tail call void @abort() #4
  br label %482

482:                                              ; preds = %481, %478
  %483 = xor i32 %363, %232
  %484 = mul i32 %483, 16777619
  br i1 %364, label %518, label %485

485:                                              ; preds = %482
  %486 = add i32 %363, -1
  %487 = and i32 %363, 3
  %488 = icmp ult i32 %486, 3
  br i1 %488, label %491, label %489

489:                                              ; preds = %485
  %490 = and i32 %363, -4
  br label %521

491:                                              ; preds = %521, %485
  %492 = phi i32 [ undef, %485 ], [ %548, %521 ]
  %493 = phi i32 [ %484, %485 ], [ %548, %521 ]
  %494 = phi i32 [ 0, %485 ], [ %547, %521 ]
  %495 = icmp eq i32 %487, 0
  br i1 %495, label %518, label %496

496:                                              ; preds = %491
  %497 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %494
  %498 = load i8, i8* %497, align 1, !tbaa !9
  %499 = zext i8 %498 to i32
  %500 = xor i32 %493, %499
  %501 = mul i32 %500, 16777619
  %502 = icmp eq i32 %487, 1
  br i1 %502, label %518, label %503

503:                                              ; preds = %496
  %504 = add nuw i32 %494, 1
  %505 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %504
  %506 = load i8, i8* %505, align 1, !tbaa !9
  %507 = zext i8 %506 to i32
  %508 = xor i32 %501, %507
  %509 = mul i32 %508, 16777619
  %510 = icmp eq i32 %487, 2
  br i1 %510, label %518, label %511

511:                                              ; preds = %503
  %512 = add nuw i32 %494, 2
  %513 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %512
  %514 = load i8, i8* %513, align 1, !tbaa !9
  %515 = zext i8 %514 to i32
  %516 = xor i32 %509, %515
  %517 = mul i32 %516, 16777619
  br label %518

518:                                              ; preds = %491, %511, %503, %496, %482
  %519 = phi i32 [ %484, %482 ], [ %492, %491 ], [ %501, %496 ], [ %509, %503 ], [ %517, %511 ]
  %520 = and i32 %519, 2147483647
  ret i32 %520

521:                                              ; preds = %521, %489
  %522 = phi i32 [ %484, %489 ], [ %548, %521 ]
  %523 = phi i32 [ 0, %489 ], [ %547, %521 ]
  %524 = phi i32 [ 0, %489 ], [ %549, %521 ]
  %525 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %523
  %526 = load i8, i8* %525, align 1, !tbaa !9
  %527 = zext i8 %526 to i32
  %528 = xor i32 %522, %527
  %529 = or i32 %523, 1
  %530 = mul i32 %528, 16777619
  %531 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %529
  %532 = load i8, i8* %531, align 1, !tbaa !9
  %533 = zext i8 %532 to i32
  %534 = xor i32 %530, %533
  %535 = or i32 %523, 2
  %536 = mul i32 %534, 16777619
  %537 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %535
  %538 = load i8, i8* %537, align 1, !tbaa !9
  %539 = zext i8 %538 to i32
  %540 = xor i32 %536, %539
  %541 = or i32 %523, 3
  %542 = mul i32 %540, 16777619
  %543 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %541
  %544 = load i8, i8* %543, align 1, !tbaa !9
  %545 = zext i8 %544 to i32
  %546 = xor i32 %542, %545
  %547 = add nuw i32 %523, 4
  %548 = mul i32 %546, 16777619
  %549 = add i32 %524, 4
  %550 = icmp eq i32 %549, %490
  br i1 %550, label %491, label %521, !llvm.loop !26
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
!24 = distinct !{!24, !8}
!25 = distinct !{!25, !8}
!26 = distinct !{!26, !8}
