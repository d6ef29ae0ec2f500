; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.big = type { [12 x i32], i32 }

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  %7 = bitcast %struct.big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %7) #4
  %8 = bitcast %struct.big* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %8) #4
  %9 = bitcast %struct.big* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %9) #4
  %10 = bitcast %struct.big* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %10) #4
  %11 = bitcast %struct.big* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %11) #4
  %12 = call i8* @memset(i8* noundef nonnull %7, i32 noundef 0, i32 noundef 52) #5
  %13 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 0
  store i32 1, i32* %13, align 4, !tbaa !7
  %14 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !11
  br label %23

15:                                               ; preds = %53
  call fastcc void @print_big(%struct.big* noundef nonnull %2) #6
  %16 = call i8* @memset(i8* noundef nonnull %8, i32 noundef 0, i32 noundef 52) #5
  %17 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 0
  store i32 0, i32* %17, align 4, !tbaa !7
  %18 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1
  store i32 0, i32* %18, align 4, !tbaa !11
  %19 = call i8* @memset(i8* noundef nonnull %9, i32 noundef 0, i32 noundef 52) #5
  %20 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 0
  store i32 1, i32* %20, align 4, !tbaa !7
  %21 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  store i32 1, i32* %21, align 4, !tbaa !11
  %22 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  br label %259

23:                                               ; preds = %56, %0
  %24 = phi i32 [ 1, %0 ], [ %57, %56 ]
  %25 = phi i32 [ 2, %0 ], [ %54, %56 ]
  %26 = icmp sgt i32 %24, 0
  br i1 %26, label %27, label %53

27:                                               ; preds = %23
  %28 = zext i32 %25 to i64
  br label %31

29:                                               ; preds = %31
  %30 = icmp ult i64 %38, 4294967296
  br i1 %30, label %53, label %44

31:                                               ; preds = %31, %27
  %32 = phi i64 [ 0, %27 ], [ %40, %31 ]
  %33 = phi i32 [ 0, %27 ], [ %41, %31 ]
  %34 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %33
  %35 = load i32, i32* %34, align 4, !tbaa !7
  %36 = zext i32 %35 to i64
  %37 = mul nuw nsw i64 %36, %28
  %38 = add nuw i64 %37, %32
  %39 = trunc i64 %38 to i32
  store i32 %39, i32* %34, align 4, !tbaa !7
  %40 = lshr i64 %38, 32
  %41 = add nuw nsw i32 %33, 1
  %42 = load i32, i32* %14, align 4, !tbaa !11
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %31, label %29, !llvm.loop !13

44:                                               ; preds = %29
  %45 = icmp sgt i32 %42, 11
  br i1 %45, label %46, label %48

46:                                               ; preds = %44
  call void @abort() #5
  %47 = load i32, i32* %14, align 4, !tbaa !11
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %47, %46 ], [ %42, %44 ]
  %50 = trunc i64 %40 to i32
  %51 = add nsw i32 %49, 1
  store i32 %51, i32* %14, align 4, !tbaa !11
  %52 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %49
  store i32 %50, i32* %52, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %23, %29, %48
  %54 = add nuw nsw i32 %25, 1
  %55 = icmp eq i32 %54, 41
  br i1 %55, label %15, label %56, !llvm.loop !15

56:                                               ; preds = %53
  %57 = load i32, i32* %14, align 4, !tbaa !11
  br label %23

58:                                               ; preds = %438
  call fastcc void @print_big(%struct.big* noundef nonnull %3) #6
  %59 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %59) #4
  %60 = call i8* @memset(i8* noundef nonnull %59, i32 noundef 0, i32 noundef 96) #5
  %61 = load i32, i32* %18, align 4, !tbaa !11
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %76

63:                                               ; preds = %58
  %64 = add i32 %61, -1
  %65 = and i32 %61, 3
  %66 = icmp ult i32 %64, 3
  %67 = and i32 %61, -4
  %68 = icmp eq i32 %65, 0
  %69 = icmp eq i32 %65, 1
  %70 = icmp eq i32 %65, 2
  br label %71

71:                                               ; preds = %63, %129
  %72 = phi i32 [ %133, %129 ], [ 0, %63 ]
  %73 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !7
  %75 = zext i32 %74 to i64
  br i1 %66, label %81, label %135

76:                                               ; preds = %129, %58
  %77 = shl i32 %61, 1
  %78 = call i32 @llvm.smin.i32(i32 %77, i32 0) #4
  br label %193

79:                                               ; preds = %135
  %80 = trunc i64 %189 to i32
  br label %81

81:                                               ; preds = %79, %71
  %82 = phi i32 [ undef, %71 ], [ %80, %79 ]
  %83 = phi i32 [ 0, %71 ], [ %190, %79 ]
  %84 = phi i64 [ 0, %71 ], [ %189, %79 ]
  br i1 %68, label %129, label %85

85:                                               ; preds = %81
  %86 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %83
  %87 = load i32, i32* %86, align 4, !tbaa !7
  %88 = zext i32 %87 to i64
  %89 = mul nuw i64 %88, %75
  %90 = add nuw nsw i32 %83, %72
  %91 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %90
  %92 = load i32, i32* %91, align 4, !tbaa !7
  %93 = zext i32 %92 to i64
  %94 = add nuw nsw i64 %84, %93
  %95 = add i64 %94, %89
  %96 = trunc i64 %95 to i32
  store i32 %96, i32* %91, align 4, !tbaa !7
  %97 = lshr i64 %95, 32
  %98 = add nuw nsw i32 %83, 1
  %99 = trunc i64 %97 to i32
  br i1 %69, label %129, label %100

100:                                              ; preds = %85
  %101 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %98
  %102 = load i32, i32* %101, align 4, !tbaa !7
  %103 = zext i32 %102 to i64
  %104 = mul nuw i64 %103, %75
  %105 = add nuw nsw i32 %98, %72
  %106 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %105
  %107 = load i32, i32* %106, align 4, !tbaa !7
  %108 = zext i32 %107 to i64
  %109 = add nuw nsw i64 %97, %108
  %110 = add i64 %109, %104
  %111 = trunc i64 %110 to i32
  store i32 %111, i32* %106, align 4, !tbaa !7
  %112 = lshr i64 %110, 32
  %113 = add nuw nsw i32 %83, 2
  %114 = trunc i64 %112 to i32
  br i1 %70, label %129, label %115

115:                                              ; preds = %100
  %116 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %113
  %117 = load i32, i32* %116, align 4, !tbaa !7
  %118 = zext i32 %117 to i64
  %119 = mul nuw i64 %118, %75
  %120 = add nuw nsw i32 %113, %72
  %121 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %120
  %122 = load i32, i32* %121, align 4, !tbaa !7
  %123 = zext i32 %122 to i64
  %124 = add nuw nsw i64 %112, %123
  %125 = add i64 %124, %119
  %126 = trunc i64 %125 to i32
  store i32 %126, i32* %121, align 4, !tbaa !7
  %127 = lshr i64 %125, 32
  %128 = trunc i64 %127 to i32
  br label %129

129:                                              ; preds = %85, %100, %115, %81
  %130 = phi i32 [ %82, %81 ], [ %99, %85 ], [ %114, %100 ], [ %128, %115 ]
  %131 = add nsw i32 %72, %61
  %132 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %131
  store i32 %130, i32* %132, align 4, !tbaa !7
  %133 = add nuw nsw i32 %72, 1
  %134 = icmp eq i32 %133, %61
  br i1 %134, label %76, label %71, !llvm.loop !16

135:                                              ; preds = %71, %135
  %136 = phi i32 [ %190, %135 ], [ 0, %71 ]
  %137 = phi i64 [ %189, %135 ], [ 0, %71 ]
  %138 = phi i32 [ %191, %135 ], [ 0, %71 ]
  %139 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %136
  %140 = load i32, i32* %139, align 4, !tbaa !7
  %141 = zext i32 %140 to i64
  %142 = mul nuw i64 %141, %75
  %143 = add nuw nsw i32 %136, %72
  %144 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %143
  %145 = load i32, i32* %144, align 4, !tbaa !7
  %146 = zext i32 %145 to i64
  %147 = add nuw nsw i64 %137, %146
  %148 = add i64 %147, %142
  %149 = trunc i64 %148 to i32
  store i32 %149, i32* %144, align 4, !tbaa !7
  %150 = lshr i64 %148, 32
  %151 = or i32 %136, 1
  %152 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %151
  %153 = load i32, i32* %152, align 4, !tbaa !7
  %154 = zext i32 %153 to i64
  %155 = mul nuw i64 %154, %75
  %156 = add nuw nsw i32 %151, %72
  %157 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %156
  %158 = load i32, i32* %157, align 4, !tbaa !7
  %159 = zext i32 %158 to i64
  %160 = add nuw nsw i64 %150, %159
  %161 = add i64 %160, %155
  %162 = trunc i64 %161 to i32
  store i32 %162, i32* %157, align 4, !tbaa !7
  %163 = lshr i64 %161, 32
  %164 = or i32 %136, 2
  %165 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %164
  %166 = load i32, i32* %165, align 4, !tbaa !7
  %167 = zext i32 %166 to i64
  %168 = mul nuw i64 %167, %75
  %169 = add nuw nsw i32 %164, %72
  %170 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %169
  %171 = load i32, i32* %170, align 4, !tbaa !7
  %172 = zext i32 %171 to i64
  %173 = add nuw nsw i64 %163, %172
  %174 = add i64 %173, %168
  %175 = trunc i64 %174 to i32
  store i32 %175, i32* %170, align 4, !tbaa !7
  %176 = lshr i64 %174, 32
  %177 = or i32 %136, 3
  %178 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %177
  %179 = load i32, i32* %178, align 4, !tbaa !7
  %180 = zext i32 %179 to i64
  %181 = mul nuw i64 %180, %75
  %182 = add nuw nsw i32 %177, %72
  %183 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %182
  %184 = load i32, i32* %183, align 4, !tbaa !7
  %185 = zext i32 %184 to i64
  %186 = add nuw nsw i64 %176, %185
  %187 = add i64 %186, %181
  %188 = trunc i64 %187 to i32
  store i32 %188, i32* %183, align 4, !tbaa !7
  %189 = lshr i64 %187, 32
  %190 = add nuw nsw i32 %136, 4
  %191 = add i32 %138, 4
  %192 = icmp eq i32 %191, %67
  br i1 %192, label %79, label %135, !llvm.loop !17

193:                                              ; preds = %217, %76
  %194 = phi i32 [ %77, %76 ], [ %218, %217 ]
  %195 = icmp sgt i32 %194, 0
  br i1 %195, label %196, label %226

196:                                              ; preds = %193
  %197 = add nsw i32 %194, -1
  %198 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %197
  %199 = load i32, i32* %198, align 4, !tbaa !7
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %201, label %222, !llvm.loop !18

201:                                              ; preds = %196
  %202 = icmp sgt i32 %194, 1
  br i1 %202, label %203, label %226

203:                                              ; preds = %201
  %204 = add nsw i32 %194, -2
  %205 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %204
  %206 = load i32, i32* %205, align 4, !tbaa !7
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %208, label %222, !llvm.loop !18

208:                                              ; preds = %203
  %209 = icmp sgt i32 %194, 2
  br i1 %209, label %210, label %226

210:                                              ; preds = %208
  %211 = add nsw i32 %194, -3
  %212 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %211
  %213 = load i32, i32* %212, align 4, !tbaa !7
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %215, label %222, !llvm.loop !18

215:                                              ; preds = %210
  %216 = icmp sgt i32 %194, 3
  br i1 %216, label %217, label %226

217:                                              ; preds = %215
  %218 = add nsw i32 %194, -4
  %219 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %218
  %220 = load i32, i32* %219, align 4, !tbaa !7
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %193, label %222, !llvm.loop !18

222:                                              ; preds = %217, %210, %203, %196
  %223 = phi i32 [ %194, %196 ], [ %197, %203 ], [ %204, %210 ], [ %211, %217 ]
  %224 = icmp ugt i32 %223, 12
  br i1 %224, label %225, label %226

225:                                              ; preds = %222
  call void @abort() #5
  br label %226

226:                                              ; preds = %193, %201, %208, %215, %222, %225
  %227 = phi i32 [ %223, %225 ], [ %223, %222 ], [ %78, %215 ], [ %78, %208 ], [ %78, %201 ], [ %78, %193 ]
  %228 = call i8* @memset(i8* noundef nonnull %11, i32 noundef 0, i32 noundef 52) #5
  %229 = shl i32 %227, 2
  %230 = call i8* @memcpy(i8* noundef nonnull %11, i8* noundef nonnull %59, i32 noundef %229) #5
  %231 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 1
  store i32 %227, i32* %231, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %59) #4
  %232 = load i32, i32* %18, align 4, !tbaa !11
  %233 = icmp eq i32 %227, %232
  br i1 %233, label %236, label %234

234:                                              ; preds = %226
  %235 = icmp slt i32 %232, %227
  br i1 %235, label %470, label %468

236:                                              ; preds = %226, %249
  %237 = phi i32 [ %247, %249 ], [ %227, %226 ]
  %238 = add nsw i32 %237, -1
  %239 = icmp sgt i32 %237, 0
  br i1 %239, label %240, label %468

240:                                              ; preds = %236
  %241 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %238
  %242 = load i32, i32* %241, align 4, !tbaa !7
  %243 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %238
  %244 = load i32, i32* %243, align 4, !tbaa !7
  %245 = icmp eq i32 %242, %244
  br i1 %245, label %246, label %255, !llvm.loop !19

246:                                              ; preds = %240
  %247 = add nsw i32 %237, -2
  %248 = icmp sgt i32 %237, 1
  br i1 %248, label %249, label %468

249:                                              ; preds = %246
  %250 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %247
  %251 = load i32, i32* %250, align 4, !tbaa !7
  %252 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %247
  %253 = load i32, i32* %252, align 4, !tbaa !7
  %254 = icmp eq i32 %251, %253
  br i1 %254, label %236, label %255, !llvm.loop !19

255:                                              ; preds = %249, %240
  %256 = phi i32 [ %242, %240 ], [ %251, %249 ]
  %257 = phi i32 [ %244, %240 ], [ %253, %249 ]
  %258 = icmp ult i32 %256, %257
  br i1 %258, label %468, label %445

259:                                              ; preds = %443, %15
  %260 = phi i32 [ 1, %15 ], [ %444, %443 ]
  %261 = phi i32 [ 0, %15 ], [ %441, %443 ]
  %262 = load i32, i32* %18, align 4, !tbaa !11
  %263 = icmp sgt i32 %262, %260
  %264 = select i1 %263, i32 %262, i32 %260
  %265 = icmp sgt i32 %264, 0
  br i1 %265, label %266, label %272

266:                                              ; preds = %259
  %267 = add i32 %264, -1
  %268 = and i32 %264, 3
  %269 = icmp ult i32 %267, 3
  br i1 %269, label %273, label %270

270:                                              ; preds = %266
  %271 = and i32 %264, -4
  br label %344

272:                                              ; preds = %259
  store i32 %264, i32* %22, align 4, !tbaa !11
  br label %438

273:                                              ; preds = %419, %266
  %274 = phi i64 [ undef, %266 ], [ %423, %419 ]
  %275 = phi i64 [ 0, %266 ], [ %427, %419 ]
  %276 = phi i32 [ 0, %266 ], [ %426, %419 ]
  %277 = icmp eq i32 %268, 0
  br i1 %277, label %341, label %278

278:                                              ; preds = %273
  %279 = icmp slt i32 %276, %262
  br i1 %279, label %280, label %283

280:                                              ; preds = %278
  %281 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %276
  %282 = load i32, i32* %281, align 4, !tbaa !7
  br label %283

283:                                              ; preds = %280, %278
  %284 = phi i32 [ %282, %280 ], [ 0, %278 ]
  %285 = zext i32 %284 to i64
  %286 = icmp slt i32 %276, %260
  br i1 %286, label %287, label %290

287:                                              ; preds = %283
  %288 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %276
  %289 = load i32, i32* %288, align 4, !tbaa !7
  br label %290

290:                                              ; preds = %287, %283
  %291 = phi i32 [ %289, %287 ], [ 0, %283 ]
  %292 = zext i32 %291 to i64
  %293 = add nuw nsw i64 %275, %285
  %294 = add nuw nsw i64 %293, %292
  %295 = trunc i64 %294 to i32
  %296 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %276
  store i32 %295, i32* %296, align 4, !tbaa !7
  %297 = add nuw nsw i32 %276, 1
  %298 = lshr i64 %294, 32
  %299 = icmp eq i32 %268, 1
  br i1 %299, label %341, label %300

300:                                              ; preds = %290
  %301 = icmp slt i32 %297, %262
  br i1 %301, label %302, label %305

302:                                              ; preds = %300
  %303 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %297
  %304 = load i32, i32* %303, align 4, !tbaa !7
  br label %305

305:                                              ; preds = %302, %300
  %306 = phi i32 [ %304, %302 ], [ 0, %300 ]
  %307 = zext i32 %306 to i64
  %308 = icmp slt i32 %297, %260
  br i1 %308, label %309, label %312

309:                                              ; preds = %305
  %310 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %297
  %311 = load i32, i32* %310, align 4, !tbaa !7
  br label %312

312:                                              ; preds = %309, %305
  %313 = phi i32 [ %311, %309 ], [ 0, %305 ]
  %314 = zext i32 %313 to i64
  %315 = add nuw nsw i64 %298, %307
  %316 = add nuw nsw i64 %315, %314
  %317 = trunc i64 %316 to i32
  %318 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %297
  store i32 %317, i32* %318, align 4, !tbaa !7
  %319 = add nuw nsw i32 %276, 2
  %320 = lshr i64 %316, 32
  %321 = icmp eq i32 %268, 2
  br i1 %321, label %341, label %322

322:                                              ; preds = %312
  %323 = icmp slt i32 %319, %262
  br i1 %323, label %324, label %327

324:                                              ; preds = %322
  %325 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %319
  %326 = load i32, i32* %325, align 4, !tbaa !7
  br label %327

327:                                              ; preds = %324, %322
  %328 = phi i32 [ %326, %324 ], [ 0, %322 ]
  %329 = zext i32 %328 to i64
  %330 = icmp slt i32 %319, %260
  br i1 %330, label %331, label %334

331:                                              ; preds = %327
  %332 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %319
  %333 = load i32, i32* %332, align 4, !tbaa !7
  br label %334

334:                                              ; preds = %331, %327
  %335 = phi i32 [ %333, %331 ], [ 0, %327 ]
  %336 = zext i32 %335 to i64
  %337 = add nuw nsw i64 %320, %329
  %338 = add nuw nsw i64 %337, %336
  %339 = trunc i64 %338 to i32
  %340 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %319
  store i32 %339, i32* %340, align 4, !tbaa !7
  br label %341

341:                                              ; preds = %290, %312, %334, %273
  %342 = phi i64 [ %274, %273 ], [ %294, %290 ], [ %316, %312 ], [ %338, %334 ]
  %343 = icmp ult i64 %342, 4294967296
  store i32 %264, i32* %22, align 4, !tbaa !11
  br i1 %343, label %438, label %430

344:                                              ; preds = %419, %270
  %345 = phi i64 [ 0, %270 ], [ %427, %419 ]
  %346 = phi i32 [ 0, %270 ], [ %426, %419 ]
  %347 = phi i32 [ 0, %270 ], [ %428, %419 ]
  %348 = icmp slt i32 %346, %262
  br i1 %348, label %349, label %352

349:                                              ; preds = %344
  %350 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %346
  %351 = load i32, i32* %350, align 4, !tbaa !7
  br label %352

352:                                              ; preds = %349, %344
  %353 = phi i32 [ %351, %349 ], [ 0, %344 ]
  %354 = zext i32 %353 to i64
  %355 = icmp slt i32 %346, %260
  br i1 %355, label %356, label %359

356:                                              ; preds = %352
  %357 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %346
  %358 = load i32, i32* %357, align 4, !tbaa !7
  br label %359

359:                                              ; preds = %356, %352
  %360 = phi i32 [ %358, %356 ], [ 0, %352 ]
  %361 = zext i32 %360 to i64
  %362 = add nuw nsw i64 %345, %354
  %363 = add nuw nsw i64 %362, %361
  %364 = trunc i64 %363 to i32
  %365 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %346
  store i32 %364, i32* %365, align 4, !tbaa !7
  %366 = or i32 %346, 1
  %367 = lshr i64 %363, 32
  %368 = icmp slt i32 %366, %262
  br i1 %368, label %369, label %372

369:                                              ; preds = %359
  %370 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %366
  %371 = load i32, i32* %370, align 4, !tbaa !7
  br label %372

372:                                              ; preds = %369, %359
  %373 = phi i32 [ %371, %369 ], [ 0, %359 ]
  %374 = zext i32 %373 to i64
  %375 = icmp slt i32 %366, %260
  br i1 %375, label %376, label %379

376:                                              ; preds = %372
  %377 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %366
  %378 = load i32, i32* %377, align 4, !tbaa !7
  br label %379

379:                                              ; preds = %376, %372
  %380 = phi i32 [ %378, %376 ], [ 0, %372 ]
  %381 = zext i32 %380 to i64
  %382 = add nuw nsw i64 %367, %374
  %383 = add nuw nsw i64 %382, %381
  %384 = trunc i64 %383 to i32
  %385 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %366
  store i32 %384, i32* %385, align 4, !tbaa !7
  %386 = or i32 %346, 2
  %387 = lshr i64 %383, 32
  %388 = icmp slt i32 %386, %262
  br i1 %388, label %389, label %392

389:                                              ; preds = %379
  %390 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %386
  %391 = load i32, i32* %390, align 4, !tbaa !7
  br label %392

392:                                              ; preds = %389, %379
  %393 = phi i32 [ %391, %389 ], [ 0, %379 ]
  %394 = zext i32 %393 to i64
  %395 = icmp slt i32 %386, %260
  br i1 %395, label %396, label %399

396:                                              ; preds = %392
  %397 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %386
  %398 = load i32, i32* %397, align 4, !tbaa !7
  br label %399

399:                                              ; preds = %396, %392
  %400 = phi i32 [ %398, %396 ], [ 0, %392 ]
  %401 = zext i32 %400 to i64
  %402 = add nuw nsw i64 %387, %394
  %403 = add nuw nsw i64 %402, %401
  %404 = trunc i64 %403 to i32
  %405 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %386
  store i32 %404, i32* %405, align 4, !tbaa !7
  %406 = or i32 %346, 3
  %407 = lshr i64 %403, 32
  %408 = icmp slt i32 %406, %262
  br i1 %408, label %409, label %412

409:                                              ; preds = %399
  %410 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %406
  %411 = load i32, i32* %410, align 4, !tbaa !7
  br label %412

412:                                              ; preds = %409, %399
  %413 = phi i32 [ %411, %409 ], [ 0, %399 ]
  %414 = zext i32 %413 to i64
  %415 = icmp slt i32 %406, %260
  br i1 %415, label %416, label %419

416:                                              ; preds = %412
  %417 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %406
  %418 = load i32, i32* %417, align 4, !tbaa !7
  br label %419

419:                                              ; preds = %416, %412
  %420 = phi i32 [ %418, %416 ], [ 0, %412 ]
  %421 = zext i32 %420 to i64
  %422 = add nuw nsw i64 %407, %414
  %423 = add nuw nsw i64 %422, %421
  %424 = trunc i64 %423 to i32
  %425 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %406
  store i32 %424, i32* %425, align 4, !tbaa !7
  %426 = add nuw nsw i32 %346, 4
  %427 = lshr i64 %423, 32
  %428 = add i32 %347, 4
  %429 = icmp eq i32 %428, %271
  br i1 %429, label %273, label %344, !llvm.loop !20

430:                                              ; preds = %341
  %431 = icmp sgt i32 %264, 11
  br i1 %431, label %432, label %434

432:                                              ; preds = %430
  call void @abort() #5
  %433 = load i32, i32* %22, align 4, !tbaa !11
  br label %434

434:                                              ; preds = %432, %430
  %435 = phi i32 [ %433, %432 ], [ %264, %430 ]
  %436 = add nsw i32 %435, 1
  store i32 %436, i32* %22, align 4, !tbaa !11
  %437 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %435
  store i32 1, i32* %437, align 4, !tbaa !7
  br label %438

438:                                              ; preds = %272, %341, %434
  %439 = call i8* @memcpy(i8* noundef nonnull %8, i8* noundef nonnull %9, i32 noundef 52) #5
  %440 = call i8* @memcpy(i8* noundef nonnull %9, i8* noundef nonnull %10, i32 noundef 52) #5
  %441 = add nuw nsw i32 %261, 1
  %442 = icmp eq i32 %441, 150
  br i1 %442, label %58, label %443, !llvm.loop !21

443:                                              ; preds = %438
  %444 = load i32, i32* %21, align 4, !tbaa !11
  br label %259

445:                                              ; preds = %255, %458
  %446 = phi i32 [ %456, %458 ], [ %227, %255 ]
  %447 = add nsw i32 %446, -1
  %448 = icmp sgt i32 %446, 0
  br i1 %448, label %449, label %468

449:                                              ; preds = %445
  %450 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %447
  %451 = load i32, i32* %450, align 4, !tbaa !7
  %452 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %447
  %453 = load i32, i32* %452, align 4, !tbaa !7
  %454 = icmp eq i32 %451, %453
  br i1 %454, label %455, label %464, !llvm.loop !19

455:                                              ; preds = %449
  %456 = add nsw i32 %446, -2
  %457 = icmp sgt i32 %446, 1
  br i1 %457, label %458, label %468

458:                                              ; preds = %455
  %459 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %456
  %460 = load i32, i32* %459, align 4, !tbaa !7
  %461 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %456
  %462 = load i32, i32* %461, align 4, !tbaa !7
  %463 = icmp eq i32 %460, %462
  br i1 %463, label %445, label %464, !llvm.loop !19

464:                                              ; preds = %458, %449
  %465 = phi i32 [ %451, %449 ], [ %460, %458 ]
  %466 = phi i32 [ %453, %449 ], [ %462, %458 ]
  %467 = icmp ult i32 %465, %466
  br i1 %467, label %470, label %468

468:                                              ; preds = %236, %246, %445, %455, %464, %255, %234
  call void @abort() #5
  %469 = load i32, i32* %231, align 4, !tbaa !11
  br label %470

470:                                              ; preds = %464, %234, %468
  %471 = phi i32 [ %469, %468 ], [ %227, %234 ], [ %227, %464 ]
  %472 = icmp sgt i32 %471, 0
  br i1 %472, label %474, label %473

473:                                              ; preds = %505, %470
  br label %674

474:                                              ; preds = %470
  %475 = load i32, i32* @h, align 4, !tbaa !7
  %476 = add i32 %471, -1
  %477 = and i32 %471, 3
  %478 = icmp ult i32 %476, 3
  br i1 %478, label %481, label %479

479:                                              ; preds = %474
  %480 = and i32 %471, -4
  br label %507

481:                                              ; preds = %507, %474
  %482 = phi i32 [ undef, %474 ], [ %529, %507 ]
  %483 = phi i32 [ 0, %474 ], [ %530, %507 ]
  %484 = phi i32 [ %475, %474 ], [ %529, %507 ]
  %485 = icmp eq i32 %477, 0
  br i1 %485, label %505, label %486

486:                                              ; preds = %481
  %487 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %483
  %488 = load i32, i32* %487, align 4, !tbaa !7
  %489 = xor i32 %488, %484
  %490 = mul i32 %489, 16777619
  %491 = icmp eq i32 %477, 1
  br i1 %491, label %505, label %492

492:                                              ; preds = %486
  %493 = add nuw nsw i32 %483, 1
  %494 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %493
  %495 = load i32, i32* %494, align 4, !tbaa !7
  %496 = xor i32 %495, %490
  %497 = mul i32 %496, 16777619
  %498 = icmp eq i32 %477, 2
  br i1 %498, label %505, label %499

499:                                              ; preds = %492
  %500 = add nuw nsw i32 %483, 2
  %501 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %500
  %502 = load i32, i32* %501, align 4, !tbaa !7
  %503 = xor i32 %502, %497
  %504 = mul i32 %503, 16777619
  br label %505

505:                                              ; preds = %486, %492, %499, %481
  %506 = phi i32 [ %482, %481 ], [ %490, %486 ], [ %497, %492 ], [ %504, %499 ]
  store i32 %506, i32* @h, align 4, !tbaa !7
  br label %473

507:                                              ; preds = %507, %479
  %508 = phi i32 [ 0, %479 ], [ %530, %507 ]
  %509 = phi i32 [ %475, %479 ], [ %529, %507 ]
  %510 = phi i32 [ 0, %479 ], [ %531, %507 ]
  %511 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %508
  %512 = load i32, i32* %511, align 4, !tbaa !7
  %513 = xor i32 %512, %509
  %514 = mul i32 %513, 16777619
  %515 = or i32 %508, 1
  %516 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %515
  %517 = load i32, i32* %516, align 4, !tbaa !7
  %518 = xor i32 %517, %514
  %519 = mul i32 %518, 16777619
  %520 = or i32 %508, 2
  %521 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %520
  %522 = load i32, i32* %521, align 4, !tbaa !7
  %523 = xor i32 %522, %519
  %524 = mul i32 %523, 16777619
  %525 = or i32 %508, 3
  %526 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %525
  %527 = load i32, i32* %526, align 4, !tbaa !7
  %528 = xor i32 %527, %524
  %529 = mul i32 %528, 16777619
  %530 = add nuw nsw i32 %508, 4
  %531 = add i32 %510, 4
  %532 = icmp eq i32 %531, %480
  br i1 %532, label %481, label %507, !llvm.loop !22

533:                                              ; preds = %813
  %534 = load i32, i32* %14, align 4, !tbaa !11
  %535 = icmp sgt i32 %534, 0
  br i1 %535, label %536, label %542

536:                                              ; preds = %533
  %537 = add i32 %534, -1
  %538 = and i32 %534, 3
  %539 = icmp ult i32 %537, 3
  br i1 %539, label %596, label %540

540:                                              ; preds = %536
  %541 = and i32 %534, -4
  br label %544

542:                                              ; preds = %533
  %543 = load i32, i32* @h, align 4, !tbaa !7
  br label %959

544:                                              ; preds = %544, %540
  %545 = phi i32 [ %534, %540 ], [ %581, %544 ]
  %546 = phi i64 [ 0, %540 ], [ %591, %544 ]
  %547 = phi i32 [ 0, %540 ], [ %592, %544 ]
  %548 = add nsw i32 %545, -1
  %549 = shl nuw nsw i64 %546, 32
  %550 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %548
  %551 = load i32, i32* %550, align 4, !tbaa !7
  %552 = zext i32 %551 to i64
  %553 = or i64 %549, %552
  %554 = freeze i64 %553
  %555 = udiv i64 %554, 7
  %556 = trunc i64 %555 to i32
  store i32 %556, i32* %550, align 4, !tbaa !7
  %557 = mul i64 %555, 7
  %558 = sub i64 %554, %557
  %559 = add nsw i32 %545, -2
  %560 = shl nuw nsw i64 %558, 32
  %561 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %559
  %562 = load i32, i32* %561, align 4, !tbaa !7
  %563 = zext i32 %562 to i64
  %564 = or i64 %560, %563
  %565 = freeze i64 %564
  %566 = udiv i64 %565, 7
  %567 = trunc i64 %566 to i32
  store i32 %567, i32* %561, align 4, !tbaa !7
  %568 = mul i64 %566, 7
  %569 = sub i64 %565, %568
  %570 = add nsw i32 %545, -3
  %571 = shl nuw nsw i64 %569, 32
  %572 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %570
  %573 = load i32, i32* %572, align 4, !tbaa !7
  %574 = zext i32 %573 to i64
  %575 = or i64 %571, %574
  %576 = freeze i64 %575
  %577 = udiv i64 %576, 7
  %578 = trunc i64 %577 to i32
  store i32 %578, i32* %572, align 4, !tbaa !7
  %579 = mul i64 %577, 7
  %580 = sub i64 %576, %579
  %581 = add nsw i32 %545, -4
  %582 = shl nuw nsw i64 %580, 32
  %583 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %581
  %584 = load i32, i32* %583, align 4, !tbaa !7
  %585 = zext i32 %584 to i64
  %586 = or i64 %582, %585
  %587 = freeze i64 %586
  %588 = udiv i64 %587, 7
  %589 = trunc i64 %588 to i32
  store i32 %589, i32* %583, align 4, !tbaa !7
  %590 = mul i64 %588, 7
  %591 = sub i64 %587, %590
  %592 = add i32 %547, 4
  %593 = icmp eq i32 %592, %541
  br i1 %593, label %594, label %544, !llvm.loop !23

594:                                              ; preds = %544
  %595 = shl nuw nsw i64 %591, 32
  br label %596

596:                                              ; preds = %594, %536
  %597 = phi i64 [ undef, %536 ], [ %591, %594 ]
  %598 = phi i32 [ %534, %536 ], [ %581, %594 ]
  %599 = phi i64 [ 0, %536 ], [ %595, %594 ]
  %600 = icmp eq i32 %538, 0
  br i1 %600, label %638, label %601

601:                                              ; preds = %596
  %602 = add nsw i32 %598, -1
  %603 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %602
  %604 = load i32, i32* %603, align 4, !tbaa !7
  %605 = zext i32 %604 to i64
  %606 = or i64 %599, %605
  %607 = freeze i64 %606
  %608 = udiv i64 %607, 7
  %609 = trunc i64 %608 to i32
  store i32 %609, i32* %603, align 4, !tbaa !7
  %610 = mul i64 %608, 7
  %611 = sub i64 %607, %610
  %612 = icmp eq i32 %538, 1
  br i1 %612, label %638, label %613

613:                                              ; preds = %601
  %614 = add nsw i32 %598, -2
  %615 = shl nuw nsw i64 %611, 32
  %616 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %614
  %617 = load i32, i32* %616, align 4, !tbaa !7
  %618 = zext i32 %617 to i64
  %619 = or i64 %615, %618
  %620 = freeze i64 %619
  %621 = udiv i64 %620, 7
  %622 = trunc i64 %621 to i32
  store i32 %622, i32* %616, align 4, !tbaa !7
  %623 = mul i64 %621, 7
  %624 = sub i64 %620, %623
  %625 = icmp eq i32 %538, 2
  br i1 %625, label %638, label %626

626:                                              ; preds = %613
  %627 = add nsw i32 %598, -3
  %628 = shl nuw nsw i64 %624, 32
  %629 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %627
  %630 = load i32, i32* %629, align 4, !tbaa !7
  %631 = zext i32 %630 to i64
  %632 = or i64 %628, %631
  %633 = freeze i64 %632
  %634 = udiv i64 %633, 7
  %635 = trunc i64 %634 to i32
  store i32 %635, i32* %629, align 4, !tbaa !7
  %636 = mul i64 %634, 7
  %637 = sub i64 %633, %636
  br label %638

638:                                              ; preds = %601, %613, %626, %596
  %639 = phi i64 [ %597, %596 ], [ %611, %601 ], [ %624, %613 ], [ %637, %626 ]
  %640 = load i32, i32* %14, align 4, !tbaa !11
  %641 = icmp sgt i32 %640, 0
  br i1 %641, label %642, label %671

642:                                              ; preds = %638, %669
  %643 = phi i32 [ %665, %669 ], [ %640, %638 ]
  %644 = add nsw i32 %643, -1
  %645 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %644
  %646 = load i32, i32* %645, align 4, !tbaa !7
  %647 = icmp eq i32 %646, 0
  br i1 %647, label %648, label %671

648:                                              ; preds = %642
  store i32 %644, i32* %14, align 4, !tbaa !11
  %649 = icmp ugt i32 %643, 1
  br i1 %649, label %650, label %671, !llvm.loop !24

650:                                              ; preds = %648
  %651 = add nsw i32 %643, -2
  %652 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %651
  %653 = load i32, i32* %652, align 4, !tbaa !7
  %654 = icmp eq i32 %653, 0
  br i1 %654, label %655, label %671

655:                                              ; preds = %650
  store i32 %651, i32* %14, align 4, !tbaa !11
  %656 = icmp ugt i32 %644, 1
  br i1 %656, label %657, label %671, !llvm.loop !24

657:                                              ; preds = %655
  %658 = add nsw i32 %643, -3
  %659 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %658
  %660 = load i32, i32* %659, align 4, !tbaa !7
  %661 = icmp eq i32 %660, 0
  br i1 %661, label %662, label %671

662:                                              ; preds = %657
  store i32 %658, i32* %14, align 4, !tbaa !11
  %663 = icmp ugt i32 %651, 1
  br i1 %663, label %664, label %671, !llvm.loop !24

664:                                              ; preds = %662
  %665 = add nsw i32 %643, -4
  %666 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %665
  %667 = load i32, i32* %666, align 4, !tbaa !7
  %668 = icmp eq i32 %667, 0
  br i1 %668, label %669, label %671

669:                                              ; preds = %664
  store i32 %665, i32* %14, align 4, !tbaa !11
  %670 = icmp ugt i32 %658, 1
  br i1 %670, label %642, label %671, !llvm.loop !24

671:                                              ; preds = %642, %648, %650, %655, %657, %662, %664, %669, %638
  %672 = phi i32 [ %640, %638 ], [ %643, %642 ], [ %644, %648 ], [ %644, %650 ], [ %651, %655 ], [ %651, %657 ], [ %658, %662 ], [ %658, %664 ], [ %665, %669 ]
  %673 = icmp eq i64 %639, 0
  br i1 %673, label %818, label %816

674:                                              ; preds = %473, %813
  %675 = phi i32 [ %814, %813 ], [ 0, %473 ]
  %676 = load i32, i32* %14, align 4, !tbaa !11
  %677 = icmp sgt i32 %676, 0
  br i1 %677, label %678, label %813

678:                                              ; preds = %674
  %679 = add i32 %676, -1
  %680 = and i32 %676, 3
  %681 = icmp ult i32 %679, 3
  br i1 %681, label %734, label %682

682:                                              ; preds = %678
  %683 = and i32 %676, -4
  br label %684

684:                                              ; preds = %684, %682
  %685 = phi i32 [ %676, %682 ], [ %721, %684 ]
  %686 = phi i64 [ 0, %682 ], [ %731, %684 ]
  %687 = phi i32 [ 0, %682 ], [ %732, %684 ]
  %688 = add nsw i32 %685, -1
  %689 = shl nuw nsw i64 %686, 32
  %690 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %688
  %691 = load i32, i32* %690, align 4, !tbaa !7
  %692 = zext i32 %691 to i64
  %693 = or i64 %689, %692
  %694 = freeze i64 %693
  %695 = udiv i64 %694, 3
  %696 = trunc i64 %695 to i32
  store i32 %696, i32* %690, align 4, !tbaa !7
  %697 = mul i64 %695, 3
  %698 = sub i64 %694, %697
  %699 = add nsw i32 %685, -2
  %700 = shl nuw nsw i64 %698, 32
  %701 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %699
  %702 = load i32, i32* %701, align 4, !tbaa !7
  %703 = zext i32 %702 to i64
  %704 = or i64 %700, %703
  %705 = freeze i64 %704
  %706 = udiv i64 %705, 3
  %707 = trunc i64 %706 to i32
  store i32 %707, i32* %701, align 4, !tbaa !7
  %708 = mul i64 %706, 3
  %709 = sub i64 %705, %708
  %710 = add nsw i32 %685, -3
  %711 = shl nuw nsw i64 %709, 32
  %712 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %710
  %713 = load i32, i32* %712, align 4, !tbaa !7
  %714 = zext i32 %713 to i64
  %715 = or i64 %711, %714
  %716 = freeze i64 %715
  %717 = udiv i64 %716, 3
  %718 = trunc i64 %717 to i32
  store i32 %718, i32* %712, align 4, !tbaa !7
  %719 = mul i64 %717, 3
  %720 = sub i64 %716, %719
  %721 = add nsw i32 %685, -4
  %722 = shl nuw nsw i64 %720, 32
  %723 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %721
  %724 = load i32, i32* %723, align 4, !tbaa !7
  %725 = zext i32 %724 to i64
  %726 = or i64 %722, %725
  %727 = freeze i64 %726
  %728 = udiv i64 %727, 3
  %729 = trunc i64 %728 to i32
  store i32 %729, i32* %723, align 4, !tbaa !7
  %730 = mul i64 %728, 3
  %731 = sub i64 %727, %730
  %732 = add i32 %687, 4
  %733 = icmp eq i32 %732, %683
  br i1 %733, label %734, label %684, !llvm.loop !23

734:                                              ; preds = %684, %678
  %735 = phi i64 [ undef, %678 ], [ %731, %684 ]
  %736 = phi i32 [ %676, %678 ], [ %721, %684 ]
  %737 = phi i64 [ 0, %678 ], [ %731, %684 ]
  %738 = icmp eq i32 %680, 0
  br i1 %738, label %777, label %739

739:                                              ; preds = %734
  %740 = add nsw i32 %736, -1
  %741 = shl nuw nsw i64 %737, 32
  %742 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %740
  %743 = load i32, i32* %742, align 4, !tbaa !7
  %744 = zext i32 %743 to i64
  %745 = or i64 %741, %744
  %746 = freeze i64 %745
  %747 = udiv i64 %746, 3
  %748 = trunc i64 %747 to i32
  store i32 %748, i32* %742, align 4, !tbaa !7
  %749 = mul i64 %747, 3
  %750 = sub i64 %746, %749
  %751 = icmp eq i32 %680, 1
  br i1 %751, label %777, label %752

752:                                              ; preds = %739
  %753 = add nsw i32 %736, -2
  %754 = shl nuw nsw i64 %750, 32
  %755 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %753
  %756 = load i32, i32* %755, align 4, !tbaa !7
  %757 = zext i32 %756 to i64
  %758 = or i64 %754, %757
  %759 = freeze i64 %758
  %760 = udiv i64 %759, 3
  %761 = trunc i64 %760 to i32
  store i32 %761, i32* %755, align 4, !tbaa !7
  %762 = mul i64 %760, 3
  %763 = sub i64 %759, %762
  %764 = icmp eq i32 %680, 2
  br i1 %764, label %777, label %765

765:                                              ; preds = %752
  %766 = add nsw i32 %736, -3
  %767 = shl nuw nsw i64 %763, 32
  %768 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %766
  %769 = load i32, i32* %768, align 4, !tbaa !7
  %770 = zext i32 %769 to i64
  %771 = or i64 %767, %770
  %772 = freeze i64 %771
  %773 = udiv i64 %772, 3
  %774 = trunc i64 %773 to i32
  store i32 %774, i32* %768, align 4, !tbaa !7
  %775 = mul i64 %773, 3
  %776 = sub i64 %772, %775
  br label %777

777:                                              ; preds = %739, %752, %765, %734
  %778 = phi i64 [ %735, %734 ], [ %750, %739 ], [ %763, %752 ], [ %776, %765 ]
  %779 = load i32, i32* %14, align 4, !tbaa !11
  %780 = icmp sgt i32 %779, 0
  br i1 %780, label %781, label %810

781:                                              ; preds = %777, %808
  %782 = phi i32 [ %804, %808 ], [ %779, %777 ]
  %783 = add nsw i32 %782, -1
  %784 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %783
  %785 = load i32, i32* %784, align 4, !tbaa !7
  %786 = icmp eq i32 %785, 0
  br i1 %786, label %787, label %810

787:                                              ; preds = %781
  store i32 %783, i32* %14, align 4, !tbaa !11
  %788 = icmp ugt i32 %782, 1
  br i1 %788, label %789, label %810, !llvm.loop !24

789:                                              ; preds = %787
  %790 = add nsw i32 %782, -2
  %791 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %790
  %792 = load i32, i32* %791, align 4, !tbaa !7
  %793 = icmp eq i32 %792, 0
  br i1 %793, label %794, label %810

794:                                              ; preds = %789
  store i32 %790, i32* %14, align 4, !tbaa !11
  %795 = icmp ugt i32 %783, 1
  br i1 %795, label %796, label %810, !llvm.loop !24

796:                                              ; preds = %794
  %797 = add nsw i32 %782, -3
  %798 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %797
  %799 = load i32, i32* %798, align 4, !tbaa !7
  %800 = icmp eq i32 %799, 0
  br i1 %800, label %801, label %810

801:                                              ; preds = %796
  store i32 %797, i32* %14, align 4, !tbaa !11
  %802 = icmp ugt i32 %790, 1
  br i1 %802, label %803, label %810, !llvm.loop !24

803:                                              ; preds = %801
  %804 = add nsw i32 %782, -4
  %805 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %804
  %806 = load i32, i32* %805, align 4, !tbaa !7
  %807 = icmp eq i32 %806, 0
  br i1 %807, label %808, label %810

808:                                              ; preds = %803
  store i32 %804, i32* %14, align 4, !tbaa !11
  %809 = icmp ugt i32 %797, 1
  br i1 %809, label %781, label %810, !llvm.loop !24

810:                                              ; preds = %781, %787, %789, %794, %796, %801, %803, %808, %777
  %811 = icmp eq i64 %778, 0
  br i1 %811, label %813, label %812

812:                                              ; preds = %810
  call void @abort() #5
  br label %813

813:                                              ; preds = %674, %810, %812
  %814 = add nuw nsw i32 %675, 1
  %815 = icmp eq i32 %814, 18
  br i1 %815, label %533, label %674, !llvm.loop !25

816:                                              ; preds = %671
  call void @abort() #5
  %817 = load i32, i32* %14, align 4, !tbaa !11
  br label %818

818:                                              ; preds = %816, %671
  %819 = phi i32 [ %817, %816 ], [ %672, %671 ]
  %820 = load i32, i32* @h, align 4, !tbaa !7
  %821 = icmp sgt i32 %819, 0
  br i1 %821, label %822, label %959

822:                                              ; preds = %818
  %823 = add i32 %819, -1
  %824 = and i32 %819, 3
  %825 = icmp ult i32 %823, 3
  br i1 %825, label %881, label %826

826:                                              ; preds = %822
  %827 = and i32 %819, -4
  br label %828

828:                                              ; preds = %828, %826
  %829 = phi i32 [ %819, %826 ], [ %865, %828 ]
  %830 = phi i64 [ 0, %826 ], [ %875, %828 ]
  %831 = phi i32 [ 0, %826 ], [ %876, %828 ]
  %832 = add nsw i32 %829, -1
  %833 = shl nuw nsw i64 %830, 32
  %834 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %832
  %835 = load i32, i32* %834, align 4, !tbaa !7
  %836 = zext i32 %835 to i64
  %837 = or i64 %833, %836
  %838 = freeze i64 %837
  %839 = udiv i64 %838, 1000003
  %840 = trunc i64 %839 to i32
  store i32 %840, i32* %834, align 4, !tbaa !7
  %841 = mul i64 %839, 1000003
  %842 = sub i64 %838, %841
  %843 = add nsw i32 %829, -2
  %844 = shl nuw nsw i64 %842, 32
  %845 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %843
  %846 = load i32, i32* %845, align 4, !tbaa !7
  %847 = zext i32 %846 to i64
  %848 = or i64 %844, %847
  %849 = freeze i64 %848
  %850 = udiv i64 %849, 1000003
  %851 = trunc i64 %850 to i32
  store i32 %851, i32* %845, align 4, !tbaa !7
  %852 = mul i64 %850, 1000003
  %853 = sub i64 %849, %852
  %854 = add nsw i32 %829, -3
  %855 = shl nuw nsw i64 %853, 32
  %856 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %854
  %857 = load i32, i32* %856, align 4, !tbaa !7
  %858 = zext i32 %857 to i64
  %859 = or i64 %855, %858
  %860 = freeze i64 %859
  %861 = udiv i64 %860, 1000003
  %862 = trunc i64 %861 to i32
  store i32 %862, i32* %856, align 4, !tbaa !7
  %863 = mul i64 %861, 1000003
  %864 = sub i64 %860, %863
  %865 = add nsw i32 %829, -4
  %866 = shl nuw nsw i64 %864, 32
  %867 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %865
  %868 = load i32, i32* %867, align 4, !tbaa !7
  %869 = zext i32 %868 to i64
  %870 = or i64 %866, %869
  %871 = freeze i64 %870
  %872 = udiv i64 %871, 1000003
  %873 = trunc i64 %872 to i32
  store i32 %873, i32* %867, align 4, !tbaa !7
  %874 = mul i64 %872, 1000003
  %875 = sub i64 %871, %874
  %876 = add i32 %831, 4
  %877 = icmp eq i32 %876, %827
  br i1 %877, label %878, label %828, !llvm.loop !23

878:                                              ; preds = %828
  %879 = trunc i64 %875 to i32
  %880 = shl nuw nsw i64 %875, 32
  br label %881

881:                                              ; preds = %878, %822
  %882 = phi i32 [ undef, %822 ], [ %879, %878 ]
  %883 = phi i32 [ %819, %822 ], [ %865, %878 ]
  %884 = phi i64 [ 0, %822 ], [ %880, %878 ]
  %885 = icmp eq i32 %824, 0
  br i1 %885, label %926, label %886

886:                                              ; preds = %881
  %887 = add nsw i32 %883, -1
  %888 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %887
  %889 = load i32, i32* %888, align 4, !tbaa !7
  %890 = zext i32 %889 to i64
  %891 = or i64 %884, %890
  %892 = freeze i64 %891
  %893 = udiv i64 %892, 1000003
  %894 = trunc i64 %893 to i32
  store i32 %894, i32* %888, align 4, !tbaa !7
  %895 = mul i64 %893, 1000003
  %896 = sub i64 %892, %895
  %897 = icmp eq i32 %824, 1
  %898 = trunc i64 %896 to i32
  br i1 %897, label %926, label %899

899:                                              ; preds = %886
  %900 = add nsw i32 %883, -2
  %901 = shl nuw nsw i64 %896, 32
  %902 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %900
  %903 = load i32, i32* %902, align 4, !tbaa !7
  %904 = zext i32 %903 to i64
  %905 = or i64 %901, %904
  %906 = freeze i64 %905
  %907 = udiv i64 %906, 1000003
  %908 = trunc i64 %907 to i32
  store i32 %908, i32* %902, align 4, !tbaa !7
  %909 = mul i64 %907, 1000003
  %910 = sub i64 %906, %909
  %911 = icmp eq i32 %824, 2
  %912 = trunc i64 %910 to i32
  br i1 %911, label %926, label %913

913:                                              ; preds = %899
  %914 = add nsw i32 %883, -3
  %915 = shl nuw nsw i64 %910, 32
  %916 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %914
  %917 = load i32, i32* %916, align 4, !tbaa !7
  %918 = zext i32 %917 to i64
  %919 = or i64 %915, %918
  %920 = freeze i64 %919
  %921 = udiv i64 %920, 1000003
  %922 = trunc i64 %921 to i32
  store i32 %922, i32* %916, align 4, !tbaa !7
  %923 = mul i64 %921, 1000003
  %924 = sub i64 %920, %923
  %925 = trunc i64 %924 to i32
  br label %926

926:                                              ; preds = %886, %899, %913, %881
  %927 = phi i32 [ %882, %881 ], [ %898, %886 ], [ %912, %899 ], [ %925, %913 ]
  %928 = load i32, i32* %14, align 4, !tbaa !11
  %929 = icmp sgt i32 %928, 0
  br i1 %929, label %930, label %959

930:                                              ; preds = %926, %957
  %931 = phi i32 [ %953, %957 ], [ %928, %926 ]
  %932 = add nsw i32 %931, -1
  %933 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %932
  %934 = load i32, i32* %933, align 4, !tbaa !7
  %935 = icmp eq i32 %934, 0
  br i1 %935, label %936, label %959

936:                                              ; preds = %930
  store i32 %932, i32* %14, align 4, !tbaa !11
  %937 = icmp ugt i32 %931, 1
  br i1 %937, label %938, label %959, !llvm.loop !24

938:                                              ; preds = %936
  %939 = add nsw i32 %931, -2
  %940 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %939
  %941 = load i32, i32* %940, align 4, !tbaa !7
  %942 = icmp eq i32 %941, 0
  br i1 %942, label %943, label %959

943:                                              ; preds = %938
  store i32 %939, i32* %14, align 4, !tbaa !11
  %944 = icmp ugt i32 %932, 1
  br i1 %944, label %945, label %959, !llvm.loop !24

945:                                              ; preds = %943
  %946 = add nsw i32 %931, -3
  %947 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %946
  %948 = load i32, i32* %947, align 4, !tbaa !7
  %949 = icmp eq i32 %948, 0
  br i1 %949, label %950, label %959

950:                                              ; preds = %945
  store i32 %946, i32* %14, align 4, !tbaa !11
  %951 = icmp ugt i32 %939, 1
  br i1 %951, label %952, label %959, !llvm.loop !24

952:                                              ; preds = %950
  %953 = add nsw i32 %931, -4
  %954 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %953
  %955 = load i32, i32* %954, align 4, !tbaa !7
  %956 = icmp eq i32 %955, 0
  br i1 %956, label %957, label %959

957:                                              ; preds = %952
  store i32 %953, i32* %14, align 4, !tbaa !11
  %958 = icmp ugt i32 %946, 1
  br i1 %958, label %930, label %959, !llvm.loop !24

959:                                              ; preds = %930, %936, %938, %943, %945, %950, %952, %957, %542, %818, %926
  %960 = phi i32 [ %820, %926 ], [ %820, %818 ], [ %543, %542 ], [ %820, %957 ], [ %820, %952 ], [ %820, %950 ], [ %820, %945 ], [ %820, %943 ], [ %820, %938 ], [ %820, %936 ], [ %820, %930 ]
  %961 = phi i32 [ %927, %926 ], [ 0, %818 ], [ 0, %542 ], [ %927, %957 ], [ %927, %952 ], [ %927, %950 ], [ %927, %945 ], [ %927, %943 ], [ %927, %938 ], [ %927, %936 ], [ %927, %930 ]
  %962 = xor i32 %961, %960
  %963 = mul i32 %962, 16777619
  store i32 %963, i32* @h, align 4, !tbaa !7
  %964 = and i32 %963, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %7) #4
  ret i32 %964
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc void @print_big(%struct.big* noundef %0) unnamed_addr #0 {
  %2 = alloca %struct.big, align 4
  %3 = alloca [120 x i8], align 1
  %4 = bitcast %struct.big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %4) #4
  %5 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %5) #4
  %6 = bitcast %struct.big* %0 to i8*
  %7 = call i8* @memcpy(i8* noundef nonnull %4, i8* noundef %6, i32 noundef 52) #5
  %8 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !11
  br label %10

10:                                               ; preds = %151, %1
  %11 = phi i32 [ %9, %1 ], [ %152, %151 ]
  %12 = phi i32 [ 0, %1 ], [ %177, %151 ]
  %13 = icmp sgt i32 %11, 0
  br i1 %13, label %14, label %151

14:                                               ; preds = %10
  %15 = add i32 %11, -1
  %16 = and i32 %11, 3
  %17 = icmp ult i32 %15, 3
  br i1 %17, label %72, label %18

18:                                               ; preds = %14
  %19 = and i32 %11, -4
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i32 [ %11, %18 ], [ %57, %20 ]
  %22 = phi i64 [ 0, %18 ], [ %67, %20 ]
  %23 = phi i32 [ 0, %18 ], [ %68, %20 ]
  %24 = add nsw i32 %21, -1
  %25 = shl nuw nsw i64 %22, 32
  %26 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %24
  %27 = load i32, i32* %26, align 4, !tbaa !7
  %28 = zext i32 %27 to i64
  %29 = or i64 %25, %28
  %30 = freeze i64 %29
  %31 = udiv i64 %30, 10000
  %32 = trunc i64 %31 to i32
  store i32 %32, i32* %26, align 4, !tbaa !7
  %33 = mul i64 %31, 10000
  %34 = sub i64 %30, %33
  %35 = add nsw i32 %21, -2
  %36 = shl nuw nsw i64 %34, 32
  %37 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %35
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = zext i32 %38 to i64
  %40 = or i64 %36, %39
  %41 = freeze i64 %40
  %42 = udiv i64 %41, 10000
  %43 = trunc i64 %42 to i32
  store i32 %43, i32* %37, align 4, !tbaa !7
  %44 = mul i64 %42, 10000
  %45 = sub i64 %41, %44
  %46 = add nsw i32 %21, -3
  %47 = shl nuw nsw i64 %45, 32
  %48 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %46
  %49 = load i32, i32* %48, align 4, !tbaa !7
  %50 = zext i32 %49 to i64
  %51 = or i64 %47, %50
  %52 = freeze i64 %51
  %53 = udiv i64 %52, 10000
  %54 = trunc i64 %53 to i32
  store i32 %54, i32* %48, align 4, !tbaa !7
  %55 = mul i64 %53, 10000
  %56 = sub i64 %52, %55
  %57 = add nsw i32 %21, -4
  %58 = shl nuw nsw i64 %56, 32
  %59 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %57
  %60 = load i32, i32* %59, align 4, !tbaa !7
  %61 = zext i32 %60 to i64
  %62 = or i64 %58, %61
  %63 = freeze i64 %62
  %64 = udiv i64 %63, 10000
  %65 = trunc i64 %64 to i32
  store i32 %65, i32* %59, align 4, !tbaa !7
  %66 = mul i64 %64, 10000
  %67 = sub i64 %63, %66
  %68 = add i32 %23, 4
  %69 = icmp eq i32 %68, %19
  br i1 %69, label %70, label %20, !llvm.loop !23

70:                                               ; preds = %20
  %71 = trunc i64 %67 to i32
  br label %72

72:                                               ; preds = %70, %14
  %73 = phi i32 [ undef, %14 ], [ %71, %70 ]
  %74 = phi i32 [ %11, %14 ], [ %57, %70 ]
  %75 = phi i64 [ 0, %14 ], [ %67, %70 ]
  %76 = icmp eq i32 %16, 0
  br i1 %76, label %118, label %77

77:                                               ; preds = %72
  %78 = add nsw i32 %74, -1
  %79 = shl nuw nsw i64 %75, 32
  %80 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %78
  %81 = load i32, i32* %80, align 4, !tbaa !7
  %82 = zext i32 %81 to i64
  %83 = or i64 %79, %82
  %84 = freeze i64 %83
  %85 = udiv i64 %84, 10000
  %86 = trunc i64 %85 to i32
  store i32 %86, i32* %80, align 4, !tbaa !7
  %87 = mul i64 %85, 10000
  %88 = sub i64 %84, %87
  %89 = icmp eq i32 %16, 1
  %90 = trunc i64 %88 to i32
  br i1 %89, label %118, label %91

91:                                               ; preds = %77
  %92 = add nsw i32 %74, -2
  %93 = shl nuw nsw i64 %88, 32
  %94 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %92
  %95 = load i32, i32* %94, align 4, !tbaa !7
  %96 = zext i32 %95 to i64
  %97 = or i64 %93, %96
  %98 = freeze i64 %97
  %99 = udiv i64 %98, 10000
  %100 = trunc i64 %99 to i32
  store i32 %100, i32* %94, align 4, !tbaa !7
  %101 = mul i64 %99, 10000
  %102 = sub i64 %98, %101
  %103 = icmp eq i32 %16, 2
  %104 = trunc i64 %102 to i32
  br i1 %103, label %118, label %105

105:                                              ; preds = %91
  %106 = add nsw i32 %74, -3
  %107 = shl nuw nsw i64 %102, 32
  %108 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %106
  %109 = load i32, i32* %108, align 4, !tbaa !7
  %110 = zext i32 %109 to i64
  %111 = or i64 %107, %110
  %112 = freeze i64 %111
  %113 = udiv i64 %112, 10000
  %114 = trunc i64 %113 to i32
  store i32 %114, i32* %108, align 4, !tbaa !7
  %115 = mul i64 %113, 10000
  %116 = sub i64 %112, %115
  %117 = trunc i64 %116 to i32
  br label %118

118:                                              ; preds = %77, %91, %105, %72
  %119 = phi i32 [ %73, %72 ], [ %90, %77 ], [ %104, %91 ], [ %117, %105 ]
  %120 = load i32, i32* %8, align 4, !tbaa !11
  %121 = icmp sgt i32 %120, 0
  br i1 %121, label %122, label %151

122:                                              ; preds = %118, %149
  %123 = phi i32 [ %145, %149 ], [ %120, %118 ]
  %124 = add nsw i32 %123, -1
  %125 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %124
  %126 = load i32, i32* %125, align 4, !tbaa !7
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %151

128:                                              ; preds = %122
  store i32 %124, i32* %8, align 4, !tbaa !11
  %129 = icmp ugt i32 %123, 1
  br i1 %129, label %130, label %151, !llvm.loop !24

130:                                              ; preds = %128
  %131 = add nsw i32 %123, -2
  %132 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %131
  %133 = load i32, i32* %132, align 4, !tbaa !7
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %135, label %151

135:                                              ; preds = %130
  store i32 %131, i32* %8, align 4, !tbaa !11
  %136 = icmp ugt i32 %124, 1
  br i1 %136, label %137, label %151, !llvm.loop !24

137:                                              ; preds = %135
  %138 = add nsw i32 %123, -3
  %139 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %138
  %140 = load i32, i32* %139, align 4, !tbaa !7
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %151

142:                                              ; preds = %137
  store i32 %138, i32* %8, align 4, !tbaa !11
  %143 = icmp ugt i32 %131, 1
  br i1 %143, label %144, label %151, !llvm.loop !24

144:                                              ; preds = %142
  %145 = add nsw i32 %123, -4
  %146 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %145
  %147 = load i32, i32* %146, align 4, !tbaa !7
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %149, label %151

149:                                              ; preds = %144
  store i32 %145, i32* %8, align 4, !tbaa !11
  %150 = icmp ugt i32 %138, 1
  br i1 %150, label %122, label %151, !llvm.loop !24

151:                                              ; preds = %122, %128, %130, %135, %137, %142, %144, %149, %10, %118
  %152 = phi i32 [ %120, %118 ], [ %11, %10 ], [ %123, %122 ], [ %124, %128 ], [ %124, %130 ], [ %131, %135 ], [ %131, %137 ], [ %138, %142 ], [ %138, %144 ], [ %145, %149 ]
  %153 = phi i32 [ %119, %118 ], [ 0, %10 ], [ %119, %149 ], [ %119, %144 ], [ %119, %142 ], [ %119, %137 ], [ %119, %135 ], [ %119, %130 ], [ %119, %128 ], [ %119, %122 ]
  %154 = freeze i32 %153
  %155 = udiv i32 %154, 10
  %156 = mul i32 %155, 10
  %157 = sub i32 %154, %156
  %158 = trunc i32 %157 to i8
  %159 = or i8 %158, 48
  %160 = or i32 %12, 1
  %161 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %12
  store i8 %159, i8* %161, align 1, !tbaa !26
  %162 = urem i32 %155, 10
  %163 = trunc i32 %162 to i8
  %164 = or i8 %163, 48
  %165 = or i32 %12, 2
  %166 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %160
  store i8 %164, i8* %166, align 1, !tbaa !26
  %167 = udiv i32 %153, 100
  %168 = urem i32 %167, 10
  %169 = trunc i32 %168 to i8
  %170 = or i8 %169, 48
  %171 = or i32 %12, 3
  %172 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %165
  store i8 %170, i8* %172, align 1, !tbaa !26
  %173 = udiv i32 %153, 1000
  %174 = urem i32 %173, 10
  %175 = trunc i32 %174 to i8
  %176 = or i8 %175, 48
  %177 = add i32 %12, 4
  %178 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %171
  store i8 %176, i8* %178, align 1, !tbaa !26
  %179 = icmp sgt i32 %152, 0
  br i1 %179, label %10, label %180, !llvm.loop !27

180:                                              ; preds = %151
  %181 = call i32 @llvm.smin.i32(i32 %177, i32 1)
  br label %182

182:                                              ; preds = %206, %180
  %183 = phi i32 [ %177, %180 ], [ %207, %206 ]
  %184 = icmp sgt i32 %183, 1
  br i1 %184, label %185, label %211

185:                                              ; preds = %182
  %186 = add nsw i32 %183, -1
  %187 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %186
  %188 = load i8, i8* %187, align 1, !tbaa !26
  %189 = icmp eq i8 %188, 48
  br i1 %189, label %190, label %213, !llvm.loop !28

190:                                              ; preds = %185
  %191 = icmp sgt i32 %183, 2
  br i1 %191, label %192, label %211

192:                                              ; preds = %190
  %193 = add nsw i32 %183, -2
  %194 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %193
  %195 = load i8, i8* %194, align 1, !tbaa !26
  %196 = icmp eq i8 %195, 48
  br i1 %196, label %197, label %213, !llvm.loop !28

197:                                              ; preds = %192
  %198 = icmp sgt i32 %183, 3
  br i1 %198, label %199, label %211

199:                                              ; preds = %197
  %200 = add nsw i32 %183, -3
  %201 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %200
  %202 = load i8, i8* %201, align 1, !tbaa !26
  %203 = icmp eq i8 %202, 48
  br i1 %203, label %204, label %213, !llvm.loop !28

204:                                              ; preds = %199
  %205 = icmp sgt i32 %183, 4
  br i1 %205, label %206, label %211

206:                                              ; preds = %204
  %207 = add nsw i32 %183, -4
  %208 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %207
  %209 = load i8, i8* %208, align 1, !tbaa !26
  %210 = icmp eq i8 %209, 48
  br i1 %210, label %182, label %213, !llvm.loop !28

211:                                              ; preds = %204, %197, %190, %182
  %212 = icmp eq i32 %181, 0
  br i1 %212, label %226, label %213

213:                                              ; preds = %185, %192, %199, %206, %211
  %214 = phi i32 [ %181, %211 ], [ %183, %185 ], [ %186, %192 ], [ %193, %199 ], [ %200, %206 ]
  br label %215

215:                                              ; preds = %213, %215
  %216 = phi i32 [ %217, %215 ], [ %214, %213 ]
  %217 = add nsw i32 %216, -1
  %218 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %217
  %219 = load i8, i8* %218, align 1, !tbaa !26
  %220 = zext i8 %219 to i32
  %221 = call i32 @putchar(i32 noundef %220) #5
  %222 = load i32, i32* @h, align 4, !tbaa !7
  %223 = xor i32 %222, %220
  %224 = mul i32 %223, 16777619
  store i32 %224, i32* @h, align 4, !tbaa !7
  %225 = icmp eq i32 %217, 0
  br i1 %225, label %226, label %215, !llvm.loop !29

226:                                              ; preds = %215, %211
  %227 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %4) #4
  ret void
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

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
!11 = !{!12, !8, i64 48}
!12 = !{!"big", !9, i64 0, !8, i64 48}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = !{!9, !9, i64 0}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
