; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [12 x i32], i32 }

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 16
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca %struct.big, align 4
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %3) #4
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %4) #4
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %5) #4
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %6) #4
  %7 = call ptr @memset(ptr noundef nonnull %2, i32 noundef 0, i64 noundef 52) #5
  store i32 1, ptr %2, align 4, !tbaa !2
  %8 = getelementptr inbounds i8, ptr %2, i64 48
  store i32 1, ptr %8, align 4, !tbaa !6
  br label %17

9:                                                ; preds = %48
  call fastcc void @print_big(ptr noundef nonnull %2) #6
  %10 = call ptr @memset(ptr noundef nonnull %3, i32 noundef 0, i64 noundef 52) #5
  store i32 0, ptr %3, align 4, !tbaa !2
  %11 = getelementptr inbounds i8, ptr %3, i64 48
  store i32 0, ptr %11, align 4, !tbaa !6
  %12 = call ptr @memset(ptr noundef nonnull %4, i32 noundef 0, i64 noundef 52) #5
  store i32 1, ptr %4, align 4, !tbaa !2
  %13 = getelementptr inbounds i8, ptr %4, i64 48
  store i32 1, ptr %13, align 4, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %5, i64 48
  br label %164

15:                                               ; preds = %48
  %16 = load i32, ptr %8, align 4, !tbaa !6
  br label %17

17:                                               ; preds = %15, %0
  %18 = phi i32 [ %16, %15 ], [ 1, %0 ]
  %19 = phi i64 [ %49, %15 ], [ 2, %0 ]
  %20 = icmp sgt i32 %18, 0
  br i1 %20, label %23, label %48

21:                                               ; preds = %23
  %22 = icmp ult i64 %30, 4294967296
  br i1 %22, label %48, label %37

23:                                               ; preds = %17, %23
  %24 = phi i64 [ %33, %23 ], [ 0, %17 ]
  %25 = phi i64 [ %32, %23 ], [ 0, %17 ]
  %26 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %24
  %27 = load i32, ptr %26, align 4, !tbaa !2
  %28 = zext i32 %27 to i64
  %29 = mul nuw nsw i64 %19, %28
  %30 = add nuw nsw i64 %29, %25
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %26, align 4, !tbaa !2
  %32 = lshr i64 %30, 32
  %33 = add nuw nsw i64 %24, 1
  %34 = load i32, ptr %8, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = icmp slt i64 %33, %35
  br i1 %36, label %23, label %21, !llvm.loop !8

37:                                               ; preds = %21
  %38 = icmp sgt i32 %34, 11
  br i1 %38, label %39, label %42

39:                                               ; preds = %37
  call void @abort() #5
  %40 = load i32, ptr %8, align 4, !tbaa !6
  %41 = sext i32 %40 to i64
  br label %42

42:                                               ; preds = %39, %37
  %43 = phi i64 [ %41, %39 ], [ %35, %37 ]
  %44 = phi i32 [ %40, %39 ], [ %34, %37 ]
  %45 = trunc nuw nsw i64 %32 to i32
  %46 = add nsw i32 %44, 1
  store i32 %46, ptr %8, align 4, !tbaa !6
  %47 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %43
  store i32 %45, ptr %47, align 4, !tbaa !2
  br label %48

48:                                               ; preds = %17, %21, %42
  %49 = add nuw nsw i64 %19, 1
  %50 = icmp eq i64 %49, 41
  br i1 %50, label %9, label %15, !llvm.loop !10

51:                                               ; preds = %210
  call fastcc void @print_big(ptr noundef nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #4
  %52 = call ptr @memset(ptr noundef nonnull %1, i32 noundef 0, i64 noundef 96) #5
  %53 = load i32, ptr %11, align 4, !tbaa !6
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %66

55:                                               ; preds = %51
  %56 = zext nneg i32 %53 to i64
  %57 = and i64 %56, 1
  %58 = icmp eq i32 %53, 1
  %59 = and i64 %56, 2147483646
  %60 = icmp eq i64 %57, 0
  br label %61

61:                                               ; preds = %55, %87
  %62 = phi i64 [ 0, %55 ], [ %92, %87 ]
  %63 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !2
  %65 = zext i32 %64 to i64
  br i1 %58, label %70, label %94

66:                                               ; preds = %87, %51
  %67 = shl i32 %53, 1
  %68 = zext i32 %67 to i64
  %69 = call i32 @llvm.smin.i32(i32 %67, i32 0)
  br label %126

70:                                               ; preds = %94, %61
  %71 = phi i64 [ poison, %61 ], [ %122, %94 ]
  %72 = phi i64 [ 0, %61 ], [ %123, %94 ]
  %73 = phi i64 [ 0, %61 ], [ %122, %94 ]
  br i1 %60, label %87, label %74

74:                                               ; preds = %70
  %75 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %72
  %76 = load i32, ptr %75, align 4, !tbaa !2
  %77 = zext i32 %76 to i64
  %78 = mul nuw i64 %77, %65
  %79 = add nuw nsw i64 %72, %62
  %80 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !2
  %82 = zext i32 %81 to i64
  %83 = add nuw nsw i64 %73, %82
  %84 = add nuw i64 %83, %78
  %85 = trunc i64 %84 to i32
  store i32 %85, ptr %80, align 4, !tbaa !2
  %86 = lshr i64 %84, 32
  br label %87

87:                                               ; preds = %70, %74
  %88 = phi i64 [ %71, %70 ], [ %86, %74 ]
  %89 = trunc nuw i64 %88 to i32
  %90 = add nuw nsw i64 %62, %56
  %91 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %90
  store i32 %89, ptr %91, align 4, !tbaa !2
  %92 = add nuw nsw i64 %62, 1
  %93 = icmp eq i64 %92, %56
  br i1 %93, label %66, label %61, !llvm.loop !11

94:                                               ; preds = %61, %94
  %95 = phi i64 [ %123, %94 ], [ 0, %61 ]
  %96 = phi i64 [ %122, %94 ], [ 0, %61 ]
  %97 = phi i64 [ %124, %94 ], [ 0, %61 ]
  %98 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %95
  %99 = load i32, ptr %98, align 4, !tbaa !2
  %100 = zext i32 %99 to i64
  %101 = mul nuw i64 %100, %65
  %102 = add nuw nsw i64 %95, %62
  %103 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !2
  %105 = zext i32 %104 to i64
  %106 = add nuw nsw i64 %96, %105
  %107 = add nuw i64 %106, %101
  %108 = trunc i64 %107 to i32
  store i32 %108, ptr %103, align 4, !tbaa !2
  %109 = lshr i64 %107, 32
  %110 = or disjoint i64 %95, 1
  %111 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !2
  %113 = zext i32 %112 to i64
  %114 = mul nuw i64 %113, %65
  %115 = add nuw nsw i64 %110, %62
  %116 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !2
  %118 = zext i32 %117 to i64
  %119 = add nuw nsw i64 %109, %118
  %120 = add nuw i64 %119, %114
  %121 = trunc i64 %120 to i32
  store i32 %121, ptr %116, align 4, !tbaa !2
  %122 = lshr i64 %120, 32
  %123 = add nuw nsw i64 %95, 2
  %124 = add i64 %97, 2
  %125 = icmp eq i64 %124, %59
  br i1 %125, label %70, label %94, !llvm.loop !12

126:                                              ; preds = %130, %66
  %127 = phi i64 [ %131, %130 ], [ %68, %66 ]
  %128 = trunc nuw i64 %127 to i32
  %129 = icmp sgt i32 %128, 0
  br i1 %129, label %130, label %138

130:                                              ; preds = %126
  %131 = add nsw i64 %127, -1
  %132 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !2
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %126, label %135, !llvm.loop !13

135:                                              ; preds = %130
  %136 = icmp ugt i64 %127, 12
  br i1 %136, label %137, label %138

137:                                              ; preds = %135
  call void @abort() #5
  br label %138

138:                                              ; preds = %126, %135, %137
  %139 = phi i32 [ %128, %135 ], [ %128, %137 ], [ %69, %126 ]
  %140 = call ptr @memset(ptr noundef nonnull %6, i32 noundef 0, i64 noundef 52) #5
  %141 = shl i64 %127, 32
  %142 = ashr exact i64 %141, 30
  %143 = call ptr @memcpy(ptr noundef nonnull %6, ptr noundef nonnull %1, i64 noundef %142) #5
  %144 = getelementptr inbounds i8, ptr %6, i64 48
  store i32 %139, ptr %144, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #4
  %145 = load i32, ptr %11, align 4, !tbaa !6
  %146 = icmp eq i32 %145, %139
  br i1 %146, label %147, label %149

147:                                              ; preds = %138
  %148 = and i64 %127, 4294967295
  br label %151

149:                                              ; preds = %138
  %150 = icmp slt i32 %145, %139
  br i1 %150, label %232, label %230

151:                                              ; preds = %155, %147
  %152 = phi i64 [ %148, %147 ], [ %156, %155 ]
  %153 = trunc nuw i64 %152 to i32
  %154 = icmp slt i32 %153, 1
  br i1 %154, label %230, label %155

155:                                              ; preds = %151
  %156 = add nsw i64 %152, -1
  %157 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !2
  %159 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %156
  %160 = load i32, ptr %159, align 4, !tbaa !2
  %161 = icmp eq i32 %158, %160
  br i1 %161, label %151, label %162, !llvm.loop !14

162:                                              ; preds = %155
  %163 = icmp ult i32 %158, %160
  br i1 %163, label %230, label %215

164:                                              ; preds = %9, %210
  %165 = phi i32 [ 0, %9 ], [ %213, %210 ]
  %166 = load i32, ptr %11, align 4, !tbaa !6
  %167 = load i32, ptr %13, align 4, !tbaa !6
  %168 = call i32 @llvm.smax.i32(i32 %166, i32 %167)
  %169 = icmp sgt i32 %168, 0
  br i1 %169, label %171, label %170

170:                                              ; preds = %164
  store i32 %168, ptr %14, align 4, !tbaa !6
  br label %210

171:                                              ; preds = %164
  %172 = zext nneg i32 %168 to i64
  %173 = sext i32 %166 to i64
  %174 = sext i32 %167 to i64
  br label %177

175:                                              ; preds = %191
  %176 = icmp ult i64 %195, 4294967296
  store i32 %168, ptr %14, align 4, !tbaa !6
  br i1 %176, label %210, label %201

177:                                              ; preds = %191, %171
  %178 = phi i64 [ 0, %171 ], [ %199, %191 ]
  %179 = phi i64 [ 0, %171 ], [ %198, %191 ]
  %180 = icmp slt i64 %178, %173
  br i1 %180, label %181, label %184

181:                                              ; preds = %177
  %182 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %178
  %183 = load i32, ptr %182, align 4, !tbaa !2
  br label %184

184:                                              ; preds = %181, %177
  %185 = phi i32 [ %183, %181 ], [ 0, %177 ]
  %186 = zext i32 %185 to i64
  %187 = icmp slt i64 %178, %174
  br i1 %187, label %188, label %191

188:                                              ; preds = %184
  %189 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %178
  %190 = load i32, ptr %189, align 4, !tbaa !2
  br label %191

191:                                              ; preds = %188, %184
  %192 = phi i32 [ %190, %188 ], [ 0, %184 ]
  %193 = zext i32 %192 to i64
  %194 = add nuw nsw i64 %179, %186
  %195 = add nuw nsw i64 %194, %193
  %196 = trunc i64 %195 to i32
  %197 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %178
  store i32 %196, ptr %197, align 4, !tbaa !2
  %198 = lshr i64 %195, 32
  %199 = add nuw nsw i64 %178, 1
  %200 = icmp eq i64 %199, %172
  br i1 %200, label %175, label %177, !llvm.loop !15

201:                                              ; preds = %175
  %202 = icmp sgt i32 %168, 11
  br i1 %202, label %203, label %205

203:                                              ; preds = %201
  call void @abort() #5
  %204 = load i32, ptr %14, align 4, !tbaa !6
  br label %205

205:                                              ; preds = %203, %201
  %206 = phi i32 [ %204, %203 ], [ %168, %201 ]
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %14, align 4, !tbaa !6
  %208 = sext i32 %206 to i64
  %209 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %208
  store i32 1, ptr %209, align 4, !tbaa !2
  br label %210

210:                                              ; preds = %170, %175, %205
  %211 = call ptr @memcpy(ptr noundef nonnull %3, ptr noundef nonnull %4, i64 noundef 52) #5
  %212 = call ptr @memcpy(ptr noundef nonnull %4, ptr noundef nonnull %5, i64 noundef 52) #5
  %213 = add nuw nsw i32 %165, 1
  %214 = icmp eq i32 %213, 150
  br i1 %214, label %51, label %164, !llvm.loop !16

215:                                              ; preds = %162
  %216 = zext i32 %139 to i64
  br label %217

217:                                              ; preds = %221, %215
  %218 = phi i64 [ %216, %215 ], [ %222, %221 ]
  %219 = trunc nuw i64 %218 to i32
  %220 = icmp slt i32 %219, 1
  br i1 %220, label %230, label %221

221:                                              ; preds = %217
  %222 = add nsw i64 %218, -1
  %223 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !2
  %225 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %222
  %226 = load i32, ptr %225, align 4, !tbaa !2
  %227 = icmp eq i32 %224, %226
  br i1 %227, label %217, label %228, !llvm.loop !14

228:                                              ; preds = %221
  %229 = icmp ult i32 %224, %226
  br i1 %229, label %232, label %230

230:                                              ; preds = %151, %217, %228, %162, %149
  call void @abort() #5
  %231 = load i32, ptr %144, align 4, !tbaa !6
  br label %232

232:                                              ; preds = %228, %149, %230
  %233 = phi i32 [ %231, %230 ], [ %139, %149 ], [ %139, %228 ]
  %234 = icmp sgt i32 %233, 0
  br i1 %234, label %236, label %235

235:                                              ; preds = %259, %232
  br label %329

236:                                              ; preds = %232
  %237 = load i32, ptr @h, align 4, !tbaa !2
  %238 = zext nneg i32 %233 to i64
  %239 = and i64 %238, 3
  %240 = icmp ult i32 %233, 4
  br i1 %240, label %243, label %241

241:                                              ; preds = %236
  %242 = and i64 %238, 2147483644
  br label %261

243:                                              ; preds = %261, %236
  %244 = phi i32 [ poison, %236 ], [ %283, %261 ]
  %245 = phi i64 [ 0, %236 ], [ %284, %261 ]
  %246 = phi i32 [ %237, %236 ], [ %283, %261 ]
  %247 = icmp eq i64 %239, 0
  br i1 %247, label %259, label %248

248:                                              ; preds = %243, %248
  %249 = phi i64 [ %256, %248 ], [ %245, %243 ]
  %250 = phi i32 [ %255, %248 ], [ %246, %243 ]
  %251 = phi i64 [ %257, %248 ], [ 0, %243 ]
  %252 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %249
  %253 = load i32, ptr %252, align 4, !tbaa !2
  %254 = xor i32 %253, %250
  %255 = mul i32 %254, 16777619
  %256 = add nuw nsw i64 %249, 1
  %257 = add i64 %251, 1
  %258 = icmp eq i64 %257, %239
  br i1 %258, label %259, label %248, !llvm.loop !17

259:                                              ; preds = %248, %243
  %260 = phi i32 [ %244, %243 ], [ %255, %248 ]
  store i32 %260, ptr @h, align 4, !tbaa !2
  br label %235

261:                                              ; preds = %261, %241
  %262 = phi i64 [ 0, %241 ], [ %284, %261 ]
  %263 = phi i32 [ %237, %241 ], [ %283, %261 ]
  %264 = phi i64 [ 0, %241 ], [ %285, %261 ]
  %265 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %262
  %266 = load i32, ptr %265, align 4, !tbaa !2
  %267 = xor i32 %266, %263
  %268 = mul i32 %267, 16777619
  %269 = or disjoint i64 %262, 1
  %270 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !2
  %272 = xor i32 %271, %268
  %273 = mul i32 %272, 16777619
  %274 = or disjoint i64 %262, 2
  %275 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %274
  %276 = load i32, ptr %275, align 4, !tbaa !2
  %277 = xor i32 %276, %273
  %278 = mul i32 %277, 16777619
  %279 = or disjoint i64 %262, 3
  %280 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !2
  %282 = xor i32 %281, %278
  %283 = mul i32 %282, 16777619
  %284 = add nuw nsw i64 %262, 4
  %285 = add i64 %264, 4
  %286 = icmp eq i64 %285, %242
  br i1 %286, label %243, label %261, !llvm.loop !19

287:                                              ; preds = %365
  %288 = load i32, ptr %8, align 4, !tbaa !6
  %289 = icmp sgt i32 %288, 0
  br i1 %289, label %292, label %290

290:                                              ; preds = %287
  %291 = load i32, ptr @h, align 4, !tbaa !2
  br label %404

292:                                              ; preds = %287
  %293 = zext nneg i32 %288 to i64
  br label %294

294:                                              ; preds = %294, %292
  %295 = phi i64 [ %293, %292 ], [ %297, %294 ]
  %296 = phi i64 [ 0, %292 ], [ %305, %294 ]
  %297 = add nsw i64 %295, -1
  %298 = shl nuw nsw i64 %296, 32
  %299 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %297
  %300 = load i32, ptr %299, align 4, !tbaa !2
  %301 = zext i32 %300 to i64
  %302 = or disjoint i64 %298, %301
  %303 = udiv i64 %302, 7
  %304 = trunc i64 %303 to i32
  store i32 %304, ptr %299, align 4, !tbaa !2
  %305 = urem i64 %302, 7
  %306 = icmp ugt i64 %295, 1
  br i1 %306, label %294, label %307, !llvm.loop !20

307:                                              ; preds = %294
  %308 = load i32, ptr %8, align 4, !tbaa !6
  %309 = icmp sgt i32 %308, 0
  br i1 %309, label %310, label %326

310:                                              ; preds = %307
  %311 = zext nneg i32 %308 to i64
  %312 = add nsw i64 %311, -1
  %313 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %312
  %314 = load i32, ptr %313, align 4, !tbaa !2
  %315 = icmp eq i32 %314, 0
  br i1 %315, label %321, label %326

316:                                              ; preds = %321
  %317 = add nsw i64 %322, -1
  %318 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %317
  %319 = load i32, ptr %318, align 4, !tbaa !2
  %320 = icmp eq i32 %319, 0
  br i1 %320, label %321, label %326, !llvm.loop !21

321:                                              ; preds = %310, %316
  %322 = phi i64 [ %317, %316 ], [ %312, %310 ]
  %323 = phi i64 [ %322, %316 ], [ %311, %310 ]
  %324 = trunc nuw nsw i64 %322 to i32
  store i32 %324, ptr %8, align 4, !tbaa !6
  %325 = icmp ugt i64 %323, 1
  br i1 %325, label %316, label %326, !llvm.loop !21

326:                                              ; preds = %321, %316, %310, %307
  %327 = phi i32 [ %308, %307 ], [ %308, %310 ], [ %324, %316 ], [ %324, %321 ]
  %328 = icmp eq i64 %305, 0
  br i1 %328, label %370, label %368

329:                                              ; preds = %235, %365
  %330 = phi i32 [ %366, %365 ], [ 0, %235 ]
  %331 = load i32, ptr %8, align 4, !tbaa !6
  %332 = icmp sgt i32 %331, 0
  br i1 %332, label %333, label %365

333:                                              ; preds = %329
  %334 = zext nneg i32 %331 to i64
  br label %335

335:                                              ; preds = %335, %333
  %336 = phi i64 [ %334, %333 ], [ %338, %335 ]
  %337 = phi i64 [ 0, %333 ], [ %346, %335 ]
  %338 = add nsw i64 %336, -1
  %339 = shl nuw nsw i64 %337, 32
  %340 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %338
  %341 = load i32, ptr %340, align 4, !tbaa !2
  %342 = zext i32 %341 to i64
  %343 = or disjoint i64 %339, %342
  %344 = udiv i64 %343, 3
  %345 = trunc i64 %344 to i32
  store i32 %345, ptr %340, align 4, !tbaa !2
  %346 = urem i64 %343, 3
  %347 = icmp ugt i64 %336, 1
  br i1 %347, label %335, label %348, !llvm.loop !20

348:                                              ; preds = %335
  %349 = load i32, ptr %8, align 4, !tbaa !6
  %350 = icmp sgt i32 %349, 0
  br i1 %350, label %351, label %362

351:                                              ; preds = %348
  %352 = zext nneg i32 %349 to i64
  br label %353

353:                                              ; preds = %359, %351
  %354 = phi i64 [ %352, %351 ], [ %355, %359 ]
  %355 = add nsw i64 %354, -1
  %356 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %355
  %357 = load i32, ptr %356, align 4, !tbaa !2
  %358 = icmp eq i32 %357, 0
  br i1 %358, label %359, label %362

359:                                              ; preds = %353
  %360 = trunc nuw nsw i64 %355 to i32
  store i32 %360, ptr %8, align 4, !tbaa !6
  %361 = icmp ugt i64 %354, 1
  br i1 %361, label %353, label %362, !llvm.loop !21

362:                                              ; preds = %353, %359, %348
  %363 = icmp eq i64 %346, 0
  br i1 %363, label %365, label %364

364:                                              ; preds = %362
  call void @abort() #5
  br label %365

365:                                              ; preds = %329, %362, %364
  %366 = add nuw nsw i32 %330, 1
  %367 = icmp eq i32 %366, 18
  br i1 %367, label %287, label %329, !llvm.loop !22

368:                                              ; preds = %326
  call void @abort() #5
  %369 = load i32, ptr %8, align 4, !tbaa !6
  br label %370

370:                                              ; preds = %368, %326
  %371 = phi i32 [ %369, %368 ], [ %327, %326 ]
  %372 = load i32, ptr @h, align 4, !tbaa !2
  %373 = icmp sgt i32 %371, 0
  br i1 %373, label %374, label %404

374:                                              ; preds = %370
  %375 = zext nneg i32 %371 to i64
  br label %376

376:                                              ; preds = %376, %374
  %377 = phi i64 [ %375, %374 ], [ %379, %376 ]
  %378 = phi i64 [ 0, %374 ], [ %387, %376 ]
  %379 = add nsw i64 %377, -1
  %380 = shl nuw nsw i64 %378, 32
  %381 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %379
  %382 = load i32, ptr %381, align 4, !tbaa !2
  %383 = zext i32 %382 to i64
  %384 = or disjoint i64 %380, %383
  %385 = udiv i64 %384, 1000003
  %386 = trunc i64 %385 to i32
  store i32 %386, ptr %381, align 4, !tbaa !2
  %387 = urem i64 %384, 1000003
  %388 = icmp ugt i64 %377, 1
  br i1 %388, label %376, label %389, !llvm.loop !20

389:                                              ; preds = %376
  %390 = load i32, ptr %8, align 4, !tbaa !6
  %391 = trunc nuw nsw i64 %387 to i32
  %392 = icmp sgt i32 %390, 0
  br i1 %392, label %393, label %404

393:                                              ; preds = %389
  %394 = zext nneg i32 %390 to i64
  br label %395

395:                                              ; preds = %401, %393
  %396 = phi i64 [ %394, %393 ], [ %397, %401 ]
  %397 = add nsw i64 %396, -1
  %398 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %397
  %399 = load i32, ptr %398, align 4, !tbaa !2
  %400 = icmp eq i32 %399, 0
  br i1 %400, label %401, label %404

401:                                              ; preds = %395
  %402 = trunc nuw nsw i64 %397 to i32
  store i32 %402, ptr %8, align 4, !tbaa !6
  %403 = icmp ugt i64 %396, 1
  br i1 %403, label %395, label %404, !llvm.loop !21

404:                                              ; preds = %395, %401, %290, %370, %389
  %405 = phi i32 [ %372, %389 ], [ %372, %370 ], [ %291, %290 ], [ %372, %401 ], [ %372, %395 ]
  %406 = phi i32 [ %391, %389 ], [ 0, %370 ], [ 0, %290 ], [ %391, %401 ], [ %391, %395 ]
  %407 = xor i32 %406, %405
  %408 = mul i32 %407, 16777619
  store i32 %408, ptr @h, align 4, !tbaa !2
  %409 = and i32 %408, 2147483647
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %6) #4
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %5) #4
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %2) #4
  ret i32 %409
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
define internal fastcc void @print_big(ptr noundef %0) unnamed_addr #0 {
  %2 = alloca %struct.big, align 4
  %3 = alloca [120 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %2) #4
  call void @llvm.lifetime.start.p0(i64 120, ptr nonnull %3) #4
  %4 = call ptr @memcpy(ptr noundef nonnull %2, ptr noundef %0, i64 noundef 52) #5
  %5 = getelementptr inbounds i8, ptr %2, i64 48
  %6 = load i32, ptr %5, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %47, %1
  %8 = phi i32 [ %48, %47 ], [ %6, %1 ]
  %9 = phi i32 [ %76, %47 ], [ 4, %1 ]
  %10 = phi i64 [ %73, %47 ], [ 0, %1 ]
  %11 = icmp sgt i32 %8, 0
  br i1 %11, label %12, label %47

12:                                               ; preds = %7
  %13 = zext nneg i32 %8 to i64
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ %13, %12 ], [ %17, %14 ]
  %16 = phi i64 [ 0, %12 ], [ %25, %14 ]
  %17 = add nsw i64 %15, -1
  %18 = shl nuw nsw i64 %16, 32
  %19 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %17
  %20 = load i32, ptr %19, align 4, !tbaa !2
  %21 = zext i32 %20 to i64
  %22 = or disjoint i64 %18, %21
  %23 = udiv i64 %22, 10000
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %19, align 4, !tbaa !2
  %25 = urem i64 %22, 10000
  %26 = icmp ugt i64 %15, 1
  br i1 %26, label %14, label %27, !llvm.loop !20

27:                                               ; preds = %14
  %28 = load i32, ptr %5, align 4, !tbaa !6
  %29 = trunc nuw nsw i64 %25 to i32
  %30 = icmp sgt i32 %28, 0
  br i1 %30, label %31, label %47

31:                                               ; preds = %27
  %32 = zext nneg i32 %28 to i64
  %33 = add nsw i64 %32, -1
  %34 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !2
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %42, label %47

37:                                               ; preds = %42
  %38 = add nsw i64 %43, -1
  %39 = getelementptr inbounds [12 x i32], ptr %2, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !2
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %47, !llvm.loop !21

42:                                               ; preds = %31, %37
  %43 = phi i64 [ %38, %37 ], [ %33, %31 ]
  %44 = phi i64 [ %43, %37 ], [ %32, %31 ]
  %45 = trunc nuw nsw i64 %43 to i32
  store i32 %45, ptr %5, align 4, !tbaa !6
  %46 = icmp ugt i64 %44, 1
  br i1 %46, label %37, label %47, !llvm.loop !21

47:                                               ; preds = %42, %37, %31, %7, %27
  %48 = phi i32 [ %28, %27 ], [ %8, %7 ], [ %28, %31 ], [ %45, %37 ], [ %45, %42 ]
  %49 = phi i32 [ %29, %27 ], [ 0, %7 ], [ %29, %31 ], [ %29, %37 ], [ %29, %42 ]
  %50 = shl i64 %10, 32
  %51 = ashr exact i64 %50, 32
  %52 = urem i32 %49, 10
  %53 = trunc nuw nsw i32 %52 to i8
  %54 = or disjoint i8 %53, 48
  %55 = add nsw i64 %51, 1
  %56 = getelementptr inbounds [120 x i8], ptr %3, i64 0, i64 %51
  store i8 %54, ptr %56, align 1, !tbaa !23
  %57 = udiv i32 %49, 10
  %58 = urem i32 %57, 10
  %59 = trunc nuw nsw i32 %58 to i8
  %60 = or disjoint i8 %59, 48
  %61 = add nsw i64 %51, 2
  %62 = getelementptr inbounds [120 x i8], ptr %3, i64 0, i64 %55
  store i8 %60, ptr %62, align 1, !tbaa !23
  %63 = udiv i32 %49, 100
  %64 = urem i32 %63, 10
  %65 = trunc nuw nsw i32 %64 to i8
  %66 = or disjoint i8 %65, 48
  %67 = add nsw i64 %51, 3
  %68 = getelementptr inbounds [120 x i8], ptr %3, i64 0, i64 %61
  store i8 %66, ptr %68, align 1, !tbaa !23
  %69 = udiv i32 %49, 1000
  %70 = urem i32 %69, 10
  %71 = trunc nuw nsw i32 %70 to i8
  %72 = or disjoint i8 %71, 48
  %73 = add nsw i64 %51, 4
  %74 = getelementptr inbounds [120 x i8], ptr %3, i64 0, i64 %67
  store i8 %72, ptr %74, align 1, !tbaa !23
  %75 = icmp sgt i32 %48, 0
  %76 = add i32 %9, 4
  br i1 %75, label %7, label %77, !llvm.loop !24

77:                                               ; preds = %47
  %78 = zext i32 %9 to i64
  %79 = sext i32 %9 to i64
  br label %80

80:                                               ; preds = %77, %85
  %81 = phi i64 [ %79, %77 ], [ %90, %85 ]
  %82 = phi i64 [ %78, %77 ], [ %86, %85 ]
  %83 = trunc nuw i64 %82 to i32
  %84 = icmp sgt i32 %83, 1
  br i1 %84, label %85, label %91

85:                                               ; preds = %80
  %86 = add nsw i64 %82, -1
  %87 = getelementptr inbounds [120 x i8], ptr %3, i64 0, i64 %86
  %88 = load i8, ptr %87, align 1, !tbaa !23
  %89 = icmp eq i8 %88, 48
  %90 = add nsw i64 %81, -1
  br i1 %89, label %80, label %93, !llvm.loop !25

91:                                               ; preds = %80
  %92 = icmp eq i64 %82, 0
  br i1 %92, label %105, label %93

93:                                               ; preds = %85, %91
  br label %94

94:                                               ; preds = %93, %94
  %95 = phi i64 [ %96, %94 ], [ %81, %93 ]
  %96 = add nsw i64 %95, -1
  %97 = getelementptr inbounds [120 x i8], ptr %3, i64 0, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !23
  %99 = sext i8 %98 to i32
  %100 = call i32 @putchar(i32 noundef %99) #5
  %101 = load i32, ptr @h, align 4, !tbaa !2
  %102 = xor i32 %101, %99
  %103 = mul i32 %102, 16777619
  store i32 %103, ptr @h, align 4, !tbaa !2
  %104 = icmp eq i64 %96, 0
  br i1 %104, label %105, label %94, !llvm.loop !26

105:                                              ; preds = %94, %91
  %106 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0(i64 120, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %2) #4
  ret void
}

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local ptr @memset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !3, i64 48}
!7 = !{!"big", !4, i64 0, !3, i64 48}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
!21 = distinct !{!21, !9}
!22 = distinct !{!22, !9}
!23 = !{!4, !4, i64 0}
!24 = distinct !{!24, !9}
!25 = distinct !{!25, !9}
!26 = distinct !{!26, !9}
