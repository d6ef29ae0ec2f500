; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [12 x i32], i32 }

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 16
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
  %12 = call i8* @memset(i8* noundef nonnull %7, i32 noundef 0, i64 noundef 52) #5
  %13 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 0
  store i32 1, i32* %13, align 4, !tbaa !2
  %14 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !6
  br label %23

15:                                               ; preds = %53
  call fastcc void @print_big(%struct.big* noundef nonnull %2) #6
  %16 = call i8* @memset(i8* noundef nonnull %8, i32 noundef 0, i64 noundef 52) #5
  %17 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 0
  store i32 0, i32* %17, align 4, !tbaa !2
  %18 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 1
  store i32 0, i32* %18, align 4, !tbaa !6
  %19 = call i8* @memset(i8* noundef nonnull %9, i32 noundef 0, i64 noundef 52) #5
  %20 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 0
  store i32 1, i32* %20, align 4, !tbaa !2
  %21 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 1
  store i32 1, i32* %21, align 4, !tbaa !6
  %22 = getelementptr inbounds %struct.big, %struct.big* %5, i64 0, i32 1
  br label %174

23:                                               ; preds = %56, %0
  %24 = phi i32 [ 1, %0 ], [ %57, %56 ]
  %25 = phi i64 [ 2, %0 ], [ %54, %56 ]
  %26 = icmp sgt i32 %24, 0
  br i1 %26, label %29, label %53

27:                                               ; preds = %29
  %28 = icmp ult i64 %36, 4294967296
  br i1 %28, label %53, label %43

29:                                               ; preds = %23, %29
  %30 = phi i64 [ %39, %29 ], [ 0, %23 ]
  %31 = phi i64 [ %38, %29 ], [ 0, %23 ]
  %32 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %30
  %33 = load i32, i32* %32, align 4, !tbaa !2
  %34 = zext i32 %33 to i64
  %35 = mul nuw i64 %25, %34
  %36 = add i64 %35, %31
  %37 = trunc i64 %36 to i32
  store i32 %37, i32* %32, align 4, !tbaa !2
  %38 = lshr i64 %36, 32
  %39 = add nuw nsw i64 %30, 1
  %40 = load i32, i32* %14, align 4, !tbaa !6
  %41 = sext i32 %40 to i64
  %42 = icmp slt i64 %39, %41
  br i1 %42, label %29, label %27, !llvm.loop !8

43:                                               ; preds = %27
  %44 = icmp sgt i32 %40, 11
  br i1 %44, label %45, label %47

45:                                               ; preds = %43
  call void @abort() #5
  %46 = load i32, i32* %14, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i32 [ %46, %45 ], [ %40, %43 ]
  %49 = sext i32 %48 to i64
  %50 = trunc i64 %38 to i32
  %51 = add nsw i32 %48, 1
  store i32 %51, i32* %14, align 4, !tbaa !6
  %52 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %49
  store i32 %50, i32* %52, align 4, !tbaa !2
  br label %53

53:                                               ; preds = %23, %27, %47
  %54 = add nuw nsw i64 %25, 1
  %55 = icmp eq i64 %54, 41
  br i1 %55, label %15, label %56, !llvm.loop !10

56:                                               ; preds = %53
  %57 = load i32, i32* %14, align 4, !tbaa !6
  br label %23

58:                                               ; preds = %221
  call fastcc void @print_big(%struct.big* noundef nonnull %3) #6
  %59 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %59) #4
  %60 = call i8* @memset(i8* noundef nonnull %59, i32 noundef 0, i64 noundef 96) #5
  %61 = load i32, i32* %18, align 4, !tbaa !6
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %74

63:                                               ; preds = %58
  %64 = zext i32 %61 to i64
  %65 = and i64 %64, 1
  %66 = icmp eq i32 %61, 1
  %67 = and i64 %64, 4294967294
  %68 = icmp eq i64 %65, 0
  br label %69

69:                                               ; preds = %63, %94
  %70 = phi i64 [ 0, %63 ], [ %99, %94 ]
  %71 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %70
  %72 = load i32, i32* %71, align 4, !tbaa !2
  %73 = zext i32 %72 to i64
  br i1 %66, label %77, label %101

74:                                               ; preds = %94, %58
  %75 = shl i32 %61, 1
  %76 = zext i32 %75 to i64
  br label %133

77:                                               ; preds = %101, %69
  %78 = phi i64 [ undef, %69 ], [ %129, %101 ]
  %79 = phi i64 [ 0, %69 ], [ %130, %101 ]
  %80 = phi i64 [ 0, %69 ], [ %129, %101 ]
  br i1 %68, label %94, label %81

81:                                               ; preds = %77
  %82 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %79
  %83 = load i32, i32* %82, align 4, !tbaa !2
  %84 = zext i32 %83 to i64
  %85 = mul nuw i64 %84, %73
  %86 = add nuw nsw i64 %79, %70
  %87 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %86
  %88 = load i32, i32* %87, align 4, !tbaa !2
  %89 = zext i32 %88 to i64
  %90 = add nuw nsw i64 %80, %89
  %91 = add i64 %90, %85
  %92 = trunc i64 %91 to i32
  store i32 %92, i32* %87, align 4, !tbaa !2
  %93 = lshr i64 %91, 32
  br label %94

94:                                               ; preds = %77, %81
  %95 = phi i64 [ %78, %77 ], [ %93, %81 ]
  %96 = trunc i64 %95 to i32
  %97 = add nuw nsw i64 %70, %64
  %98 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %97
  store i32 %96, i32* %98, align 4, !tbaa !2
  %99 = add nuw nsw i64 %70, 1
  %100 = icmp eq i64 %99, %64
  br i1 %100, label %74, label %69, !llvm.loop !11

101:                                              ; preds = %69, %101
  %102 = phi i64 [ %130, %101 ], [ 0, %69 ]
  %103 = phi i64 [ %129, %101 ], [ 0, %69 ]
  %104 = phi i64 [ %131, %101 ], [ 0, %69 ]
  %105 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %102
  %106 = load i32, i32* %105, align 4, !tbaa !2
  %107 = zext i32 %106 to i64
  %108 = mul nuw i64 %107, %73
  %109 = add nuw nsw i64 %102, %70
  %110 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %109
  %111 = load i32, i32* %110, align 4, !tbaa !2
  %112 = zext i32 %111 to i64
  %113 = add nuw nsw i64 %103, %112
  %114 = add i64 %113, %108
  %115 = trunc i64 %114 to i32
  store i32 %115, i32* %110, align 4, !tbaa !2
  %116 = lshr i64 %114, 32
  %117 = or i64 %102, 1
  %118 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %117
  %119 = load i32, i32* %118, align 4, !tbaa !2
  %120 = zext i32 %119 to i64
  %121 = mul nuw i64 %120, %73
  %122 = add nuw nsw i64 %117, %70
  %123 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %122
  %124 = load i32, i32* %123, align 4, !tbaa !2
  %125 = zext i32 %124 to i64
  %126 = add nuw nsw i64 %116, %125
  %127 = add i64 %126, %121
  %128 = trunc i64 %127 to i32
  store i32 %128, i32* %123, align 4, !tbaa !2
  %129 = lshr i64 %127, 32
  %130 = add nuw nsw i64 %102, 2
  %131 = add i64 %104, 2
  %132 = icmp eq i64 %131, %67
  br i1 %132, label %77, label %101, !llvm.loop !12

133:                                              ; preds = %137, %74
  %134 = phi i64 [ %138, %137 ], [ %76, %74 ]
  %135 = trunc i64 %134 to i32
  %136 = icmp sgt i32 %135, 0
  br i1 %136, label %137, label %146

137:                                              ; preds = %133
  %138 = add nsw i64 %134, -1
  %139 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %138
  %140 = load i32, i32* %139, align 4, !tbaa !2
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %133, label %142, !llvm.loop !13

142:                                              ; preds = %137
  %143 = trunc i64 %134 to i32
  %144 = icmp ugt i32 %143, 12
  br i1 %144, label %145, label %148

145:                                              ; preds = %142
  call void @abort() #5
  br label %148

146:                                              ; preds = %133
  %147 = trunc i64 %134 to i32
  br label %148

148:                                              ; preds = %146, %142, %145
  %149 = phi i32 [ %147, %146 ], [ %143, %142 ], [ %143, %145 ]
  %150 = call i8* @memset(i8* noundef nonnull %11, i32 noundef 0, i64 noundef 52) #5
  %151 = shl i64 %134, 32
  %152 = ashr exact i64 %151, 30
  %153 = call i8* @memcpy(i8* noundef nonnull %11, i8* noundef nonnull %59, i64 noundef %152) #5
  %154 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 1
  store i32 %149, i32* %154, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %59) #4
  %155 = load i32, i32* %18, align 4, !tbaa !6
  %156 = icmp eq i32 %155, %149
  br i1 %156, label %157, label %159

157:                                              ; preds = %148
  %158 = and i64 %134, 4294967295
  br label %161

159:                                              ; preds = %148
  %160 = icmp slt i32 %155, %149
  br i1 %160, label %245, label %243

161:                                              ; preds = %166, %157
  %162 = phi i64 [ %158, %157 ], [ %163, %166 ]
  %163 = add nsw i64 %162, -1
  %164 = trunc i64 %162 to i32
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %166, label %243

166:                                              ; preds = %161
  %167 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %163
  %168 = load i32, i32* %167, align 4, !tbaa !2
  %169 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %163
  %170 = load i32, i32* %169, align 4, !tbaa !2
  %171 = icmp eq i32 %168, %170
  br i1 %171, label %161, label %172, !llvm.loop !14

172:                                              ; preds = %166
  %173 = icmp ult i32 %168, %170
  br i1 %173, label %243, label %228

174:                                              ; preds = %226, %15
  %175 = phi i32 [ 1, %15 ], [ %227, %226 ]
  %176 = phi i32 [ 0, %15 ], [ %224, %226 ]
  %177 = load i32, i32* %18, align 4, !tbaa !6
  %178 = icmp sgt i32 %177, %175
  %179 = select i1 %178, i32 %177, i32 %175
  %180 = icmp sgt i32 %179, 0
  br i1 %180, label %182, label %181

181:                                              ; preds = %174
  store i32 %179, i32* %22, align 4, !tbaa !6
  br label %221

182:                                              ; preds = %174
  %183 = zext i32 %179 to i64
  %184 = sext i32 %177 to i64
  %185 = sext i32 %175 to i64
  br label %188

186:                                              ; preds = %202
  %187 = icmp ult i64 %206, 4294967296
  store i32 %179, i32* %22, align 4, !tbaa !6
  br i1 %187, label %221, label %212

188:                                              ; preds = %202, %182
  %189 = phi i64 [ 0, %182 ], [ %209, %202 ]
  %190 = phi i64 [ 0, %182 ], [ %211, %202 ]
  %191 = icmp slt i64 %189, %184
  br i1 %191, label %192, label %195

192:                                              ; preds = %188
  %193 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %189
  %194 = load i32, i32* %193, align 4, !tbaa !2
  br label %195

195:                                              ; preds = %192, %188
  %196 = phi i32 [ %194, %192 ], [ 0, %188 ]
  %197 = zext i32 %196 to i64
  %198 = icmp slt i64 %189, %185
  br i1 %198, label %199, label %202

199:                                              ; preds = %195
  %200 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 %189
  %201 = load i32, i32* %200, align 4, !tbaa !2
  br label %202

202:                                              ; preds = %199, %195
  %203 = phi i32 [ %201, %199 ], [ 0, %195 ]
  %204 = zext i32 %203 to i64
  %205 = add nuw nsw i64 %190, %197
  %206 = add nuw nsw i64 %205, %204
  %207 = trunc i64 %206 to i32
  %208 = getelementptr inbounds %struct.big, %struct.big* %5, i64 0, i32 0, i64 %189
  store i32 %207, i32* %208, align 4, !tbaa !2
  %209 = add nuw nsw i64 %189, 1
  %210 = icmp eq i64 %209, %183
  %211 = lshr i64 %206, 32
  br i1 %210, label %186, label %188, !llvm.loop !15

212:                                              ; preds = %186
  %213 = icmp sgt i32 %179, 11
  br i1 %213, label %214, label %216

214:                                              ; preds = %212
  call void @abort() #5
  %215 = load i32, i32* %22, align 4, !tbaa !6
  br label %216

216:                                              ; preds = %214, %212
  %217 = phi i32 [ %215, %214 ], [ %179, %212 ]
  %218 = add nsw i32 %217, 1
  store i32 %218, i32* %22, align 4, !tbaa !6
  %219 = sext i32 %217 to i64
  %220 = getelementptr inbounds %struct.big, %struct.big* %5, i64 0, i32 0, i64 %219
  store i32 1, i32* %220, align 4, !tbaa !2
  br label %221

221:                                              ; preds = %181, %186, %216
  %222 = call i8* @memcpy(i8* noundef nonnull %8, i8* noundef nonnull %9, i64 noundef 52) #5
  %223 = call i8* @memcpy(i8* noundef nonnull %9, i8* noundef nonnull %10, i64 noundef 52) #5
  %224 = add nuw nsw i32 %176, 1
  %225 = icmp eq i32 %224, 150
  br i1 %225, label %58, label %226, !llvm.loop !16

226:                                              ; preds = %221
  %227 = load i32, i32* %21, align 4, !tbaa !6
  br label %174

228:                                              ; preds = %172
  %229 = and i64 %134, 4294967295
  br label %230

230:                                              ; preds = %235, %228
  %231 = phi i64 [ %229, %228 ], [ %232, %235 ]
  %232 = add nsw i64 %231, -1
  %233 = trunc i64 %231 to i32
  %234 = icmp sgt i32 %233, 0
  br i1 %234, label %235, label %243

235:                                              ; preds = %230
  %236 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %232
  %237 = load i32, i32* %236, align 4, !tbaa !2
  %238 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %232
  %239 = load i32, i32* %238, align 4, !tbaa !2
  %240 = icmp eq i32 %237, %239
  br i1 %240, label %230, label %241, !llvm.loop !14

241:                                              ; preds = %235
  %242 = icmp ult i32 %237, %239
  br i1 %242, label %245, label %243

243:                                              ; preds = %161, %230, %241, %172, %159
  call void @abort() #5
  %244 = load i32, i32* %154, align 4, !tbaa !6
  br label %245

245:                                              ; preds = %241, %159, %243
  %246 = phi i32 [ %244, %243 ], [ %149, %159 ], [ %149, %241 ]
  %247 = icmp sgt i32 %246, 0
  br i1 %247, label %249, label %248

248:                                              ; preds = %273, %245
  br label %350

249:                                              ; preds = %245
  %250 = load i32, i32* @h, align 4, !tbaa !2
  %251 = zext i32 %246 to i64
  %252 = add nsw i64 %251, -1
  %253 = and i64 %251, 3
  %254 = icmp ult i64 %252, 3
  br i1 %254, label %257, label %255

255:                                              ; preds = %249
  %256 = and i64 %251, 4294967292
  br label %275

257:                                              ; preds = %275, %249
  %258 = phi i32 [ undef, %249 ], [ %297, %275 ]
  %259 = phi i64 [ 0, %249 ], [ %298, %275 ]
  %260 = phi i32 [ %250, %249 ], [ %297, %275 ]
  %261 = icmp eq i64 %253, 0
  br i1 %261, label %273, label %262

262:                                              ; preds = %257, %262
  %263 = phi i64 [ %270, %262 ], [ %259, %257 ]
  %264 = phi i32 [ %269, %262 ], [ %260, %257 ]
  %265 = phi i64 [ %271, %262 ], [ 0, %257 ]
  %266 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %263
  %267 = load i32, i32* %266, align 4, !tbaa !2
  %268 = xor i32 %267, %264
  %269 = mul i32 %268, 16777619
  %270 = add nuw nsw i64 %263, 1
  %271 = add i64 %265, 1
  %272 = icmp eq i64 %271, %253
  br i1 %272, label %273, label %262, !llvm.loop !17

273:                                              ; preds = %262, %257
  %274 = phi i32 [ %258, %257 ], [ %269, %262 ]
  store i32 %274, i32* @h, align 4, !tbaa !2
  br label %248

275:                                              ; preds = %275, %255
  %276 = phi i64 [ 0, %255 ], [ %298, %275 ]
  %277 = phi i32 [ %250, %255 ], [ %297, %275 ]
  %278 = phi i64 [ 0, %255 ], [ %299, %275 ]
  %279 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %276
  %280 = load i32, i32* %279, align 4, !tbaa !2
  %281 = xor i32 %280, %277
  %282 = mul i32 %281, 16777619
  %283 = or i64 %276, 1
  %284 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %283
  %285 = load i32, i32* %284, align 4, !tbaa !2
  %286 = xor i32 %285, %282
  %287 = mul i32 %286, 16777619
  %288 = or i64 %276, 2
  %289 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %288
  %290 = load i32, i32* %289, align 4, !tbaa !2
  %291 = xor i32 %290, %287
  %292 = mul i32 %291, 16777619
  %293 = or i64 %276, 3
  %294 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %293
  %295 = load i32, i32* %294, align 4, !tbaa !2
  %296 = xor i32 %295, %292
  %297 = mul i32 %296, 16777619
  %298 = add nuw nsw i64 %276, 4
  %299 = add i64 %278, 4
  %300 = icmp eq i64 %299, %256
  br i1 %300, label %257, label %275, !llvm.loop !19

301:                                              ; preds = %388
  %302 = load i32, i32* %14, align 4, !tbaa !6
  %303 = icmp sgt i32 %302, 0
  br i1 %303, label %306, label %304

304:                                              ; preds = %301
  %305 = load i32, i32* @h, align 4, !tbaa !2
  br label %429

306:                                              ; preds = %301
  %307 = zext i32 %302 to i64
  br label %308

308:                                              ; preds = %308, %306
  %309 = phi i64 [ %307, %306 ], [ %311, %308 ]
  %310 = phi i64 [ 0, %306 ], [ %320, %308 ]
  %311 = add nsw i64 %309, -1
  %312 = shl nuw nsw i64 %310, 32
  %313 = and i64 %311, 4294967295
  %314 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %313
  %315 = load i32, i32* %314, align 4, !tbaa !2
  %316 = zext i32 %315 to i64
  %317 = or i64 %312, %316
  %318 = udiv i64 %317, 7
  %319 = trunc i64 %318 to i32
  store i32 %319, i32* %314, align 4, !tbaa !2
  %320 = urem i64 %317, 7
  %321 = icmp ugt i64 %309, 1
  br i1 %321, label %308, label %322, !llvm.loop !20

322:                                              ; preds = %308
  %323 = load i32, i32* %14, align 4, !tbaa !6
  %324 = icmp sgt i32 %323, 0
  br i1 %324, label %325, label %347

325:                                              ; preds = %322
  %326 = zext i32 %323 to i64
  %327 = add nsw i64 %326, -1
  %328 = and i64 %327, 4294967295
  %329 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %328
  %330 = load i32, i32* %329, align 4, !tbaa !2
  %331 = icmp eq i32 %330, 0
  br i1 %331, label %338, label %347

332:                                              ; preds = %338
  %333 = add nsw i64 %339, -1
  %334 = and i64 %333, 4294967295
  %335 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %334
  %336 = load i32, i32* %335, align 4, !tbaa !2
  %337 = icmp eq i32 %336, 0
  br i1 %337, label %338, label %345, !llvm.loop !21

338:                                              ; preds = %325, %332
  %339 = phi i64 [ %333, %332 ], [ %327, %325 ]
  %340 = phi i64 [ %339, %332 ], [ %326, %325 ]
  %341 = trunc i64 %339 to i32
  store i32 %341, i32* %14, align 4, !tbaa !6
  %342 = icmp ugt i64 %340, 1
  br i1 %342, label %332, label %343, !llvm.loop !21

343:                                              ; preds = %338
  %344 = trunc i64 %339 to i32
  br label %347

345:                                              ; preds = %332
  %346 = trunc i64 %339 to i32
  br label %347

347:                                              ; preds = %345, %325, %343, %322
  %348 = phi i32 [ %323, %322 ], [ %344, %343 ], [ %323, %325 ], [ %346, %345 ]
  %349 = icmp eq i64 %320, 0
  br i1 %349, label %393, label %391

350:                                              ; preds = %248, %388
  %351 = phi i32 [ %389, %388 ], [ 0, %248 ]
  %352 = load i32, i32* %14, align 4, !tbaa !6
  %353 = icmp sgt i32 %352, 0
  br i1 %353, label %354, label %388

354:                                              ; preds = %350
  %355 = zext i32 %352 to i64
  br label %356

356:                                              ; preds = %356, %354
  %357 = phi i64 [ %355, %354 ], [ %359, %356 ]
  %358 = phi i64 [ 0, %354 ], [ %368, %356 ]
  %359 = add nsw i64 %357, -1
  %360 = shl nuw nsw i64 %358, 32
  %361 = and i64 %359, 4294967295
  %362 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %361
  %363 = load i32, i32* %362, align 4, !tbaa !2
  %364 = zext i32 %363 to i64
  %365 = or i64 %360, %364
  %366 = udiv i64 %365, 3
  %367 = trunc i64 %366 to i32
  store i32 %367, i32* %362, align 4, !tbaa !2
  %368 = urem i64 %365, 3
  %369 = icmp ugt i64 %357, 1
  br i1 %369, label %356, label %370, !llvm.loop !20

370:                                              ; preds = %356
  %371 = load i32, i32* %14, align 4, !tbaa !6
  %372 = icmp sgt i32 %371, 0
  br i1 %372, label %373, label %385

373:                                              ; preds = %370
  %374 = zext i32 %371 to i64
  br label %375

375:                                              ; preds = %382, %373
  %376 = phi i64 [ %374, %373 ], [ %377, %382 ]
  %377 = add nsw i64 %376, -1
  %378 = and i64 %377, 4294967295
  %379 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %378
  %380 = load i32, i32* %379, align 4, !tbaa !2
  %381 = icmp eq i32 %380, 0
  br i1 %381, label %382, label %385

382:                                              ; preds = %375
  %383 = trunc i64 %377 to i32
  store i32 %383, i32* %14, align 4, !tbaa !6
  %384 = icmp ugt i64 %376, 1
  br i1 %384, label %375, label %385, !llvm.loop !21

385:                                              ; preds = %375, %382, %370
  %386 = icmp eq i64 %368, 0
  br i1 %386, label %388, label %387

387:                                              ; preds = %385
  call void @abort() #5
  br label %388

388:                                              ; preds = %350, %385, %387
  %389 = add nuw nsw i32 %351, 1
  %390 = icmp eq i32 %389, 18
  br i1 %390, label %301, label %350, !llvm.loop !22

391:                                              ; preds = %347
  call void @abort() #5
  %392 = load i32, i32* %14, align 4, !tbaa !6
  br label %393

393:                                              ; preds = %391, %347
  %394 = phi i32 [ %392, %391 ], [ %348, %347 ]
  %395 = load i32, i32* @h, align 4, !tbaa !2
  %396 = icmp sgt i32 %394, 0
  br i1 %396, label %397, label %429

397:                                              ; preds = %393
  %398 = zext i32 %394 to i64
  br label %399

399:                                              ; preds = %399, %397
  %400 = phi i64 [ %398, %397 ], [ %402, %399 ]
  %401 = phi i64 [ 0, %397 ], [ %411, %399 ]
  %402 = add nsw i64 %400, -1
  %403 = shl nuw nsw i64 %401, 32
  %404 = and i64 %402, 4294967295
  %405 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %404
  %406 = load i32, i32* %405, align 4, !tbaa !2
  %407 = zext i32 %406 to i64
  %408 = or i64 %403, %407
  %409 = udiv i64 %408, 1000003
  %410 = trunc i64 %409 to i32
  store i32 %410, i32* %405, align 4, !tbaa !2
  %411 = urem i64 %408, 1000003
  %412 = icmp ugt i64 %400, 1
  br i1 %412, label %399, label %413, !llvm.loop !20

413:                                              ; preds = %399
  %414 = load i32, i32* %14, align 4, !tbaa !6
  %415 = trunc i64 %411 to i32
  %416 = icmp sgt i32 %414, 0
  br i1 %416, label %417, label %429

417:                                              ; preds = %413
  %418 = zext i32 %414 to i64
  br label %419

419:                                              ; preds = %426, %417
  %420 = phi i64 [ %418, %417 ], [ %421, %426 ]
  %421 = add nsw i64 %420, -1
  %422 = and i64 %421, 4294967295
  %423 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %422
  %424 = load i32, i32* %423, align 4, !tbaa !2
  %425 = icmp eq i32 %424, 0
  br i1 %425, label %426, label %429

426:                                              ; preds = %419
  %427 = trunc i64 %421 to i32
  store i32 %427, i32* %14, align 4, !tbaa !6
  %428 = icmp ugt i64 %420, 1
  br i1 %428, label %419, label %429, !llvm.loop !21

429:                                              ; preds = %419, %426, %304, %393, %413
  %430 = phi i32 [ %395, %413 ], [ %395, %393 ], [ %305, %304 ], [ %395, %426 ], [ %395, %419 ]
  %431 = phi i32 [ %415, %413 ], [ 0, %393 ], [ 0, %304 ], [ %415, %426 ], [ %415, %419 ]
  %432 = xor i32 %431, %430
  %433 = mul i32 %432, 16777619
  store i32 %433, i32* @h, align 4, !tbaa !2
  %434 = and i32 %433, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %7) #4
  ret i32 %434
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
define internal fastcc void @print_big(%struct.big* noundef %0) unnamed_addr #0 {
  %2 = alloca %struct.big, align 4
  %3 = alloca [120 x i8], align 16
  %4 = bitcast %struct.big* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %4) #4
  %5 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %5) #4
  %6 = bitcast %struct.big* %0 to i8*
  %7 = call i8* @memcpy(i8* noundef nonnull %4, i8* noundef %6, i64 noundef 52) #5
  %8 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %56, %1
  %11 = phi i32 [ %9, %1 ], [ %57, %56 ]
  %12 = phi i64 [ 0, %1 ], [ %82, %56 ]
  %13 = icmp sgt i32 %11, 0
  br i1 %13, label %14, label %56

14:                                               ; preds = %10
  %15 = zext i32 %11 to i64
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ %15, %14 ], [ %19, %16 ]
  %18 = phi i64 [ 0, %14 ], [ %28, %16 ]
  %19 = add nsw i64 %17, -1
  %20 = shl nuw nsw i64 %18, 32
  %21 = and i64 %19, 4294967295
  %22 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !2
  %24 = zext i32 %23 to i64
  %25 = or i64 %20, %24
  %26 = udiv i64 %25, 10000
  %27 = trunc i64 %26 to i32
  store i32 %27, i32* %22, align 4, !tbaa !2
  %28 = urem i64 %25, 10000
  %29 = icmp ugt i64 %17, 1
  br i1 %29, label %16, label %30, !llvm.loop !20

30:                                               ; preds = %16
  %31 = load i32, i32* %8, align 4, !tbaa !6
  %32 = trunc i64 %28 to i32
  %33 = icmp sgt i32 %31, 0
  br i1 %33, label %34, label %56

34:                                               ; preds = %30
  %35 = zext i32 %31 to i64
  %36 = add nsw i64 %35, -1
  %37 = and i64 %36, 4294967295
  %38 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !2
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %47, label %56

41:                                               ; preds = %47
  %42 = add nsw i64 %48, -1
  %43 = and i64 %42, 4294967295
  %44 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !2
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %54, !llvm.loop !21

47:                                               ; preds = %34, %41
  %48 = phi i64 [ %42, %41 ], [ %36, %34 ]
  %49 = phi i64 [ %48, %41 ], [ %35, %34 ]
  %50 = trunc i64 %48 to i32
  store i32 %50, i32* %8, align 4, !tbaa !6
  %51 = icmp ugt i64 %49, 1
  br i1 %51, label %41, label %52, !llvm.loop !21

52:                                               ; preds = %47
  %53 = trunc i64 %48 to i32
  br label %56

54:                                               ; preds = %41
  %55 = trunc i64 %48 to i32
  br label %56

56:                                               ; preds = %54, %34, %52, %10, %30
  %57 = phi i32 [ %31, %30 ], [ %11, %10 ], [ %53, %52 ], [ %31, %34 ], [ %55, %54 ]
  %58 = phi i32 [ %32, %30 ], [ 0, %10 ], [ %32, %52 ], [ %32, %34 ], [ %32, %54 ]
  %59 = shl i64 %12, 32
  %60 = ashr exact i64 %59, 32
  %61 = urem i32 %58, 10
  %62 = trunc i32 %61 to i8
  %63 = or i8 %62, 48
  %64 = add nsw i64 %60, 1
  %65 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %60
  store i8 %63, i8* %65, align 1, !tbaa !23
  %66 = udiv i32 %58, 10
  %67 = urem i32 %66, 10
  %68 = trunc i32 %67 to i8
  %69 = or i8 %68, 48
  %70 = add nsw i64 %60, 2
  %71 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %64
  store i8 %69, i8* %71, align 1, !tbaa !23
  %72 = udiv i32 %58, 100
  %73 = urem i32 %72, 10
  %74 = trunc i32 %73 to i8
  %75 = or i8 %74, 48
  %76 = add nsw i64 %60, 3
  %77 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %70
  store i8 %75, i8* %77, align 1, !tbaa !23
  %78 = udiv i32 %58, 1000
  %79 = urem i32 %78, 10
  %80 = trunc i32 %79 to i8
  %81 = or i8 %80, 48
  %82 = add nsw i64 %60, 4
  %83 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %76
  store i8 %81, i8* %83, align 1, !tbaa !23
  %84 = icmp sgt i32 %57, 0
  br i1 %84, label %10, label %85, !llvm.loop !24

85:                                               ; preds = %56
  %86 = trunc i64 %82 to i32
  %87 = and i64 %82, 4294967295
  %88 = call i32 @llvm.smin.i32(i32 %86, i32 1)
  br label %89

89:                                               ; preds = %85, %93
  %90 = phi i64 [ %87, %85 ], [ %94, %93 ]
  %91 = trunc i64 %90 to i32
  %92 = icmp sgt i32 %91, 1
  br i1 %92, label %93, label %98

93:                                               ; preds = %89
  %94 = add nsw i64 %90, -1
  %95 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %94
  %96 = load i8, i8* %95, align 1, !tbaa !23
  %97 = icmp eq i8 %96, 48
  br i1 %97, label %89, label %100, !llvm.loop !25

98:                                               ; preds = %89
  %99 = icmp eq i32 %88, 0
  br i1 %99, label %117, label %102

100:                                              ; preds = %93
  %101 = trunc i64 %90 to i32
  br label %102

102:                                              ; preds = %100, %98
  %103 = phi i32 [ %88, %98 ], [ %101, %100 ]
  %104 = sext i32 %103 to i64
  br label %105

105:                                              ; preds = %102, %105
  %106 = phi i64 [ %104, %102 ], [ %107, %105 ]
  %107 = add nsw i64 %106, -1
  %108 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %107
  %109 = load i8, i8* %108, align 1, !tbaa !23
  %110 = sext i8 %109 to i32
  %111 = call i32 @putchar(i32 noundef %110) #5
  %112 = load i32, i32* @h, align 4, !tbaa !2
  %113 = xor i32 %112, %110
  %114 = mul i32 %113, 16777619
  store i32 %114, i32* @h, align 4, !tbaa !2
  %115 = trunc i64 %107 to i32
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %105, !llvm.loop !26

117:                                              ; preds = %105, %98
  %118 = call i32 @putchar(i32 noundef 10) #5
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %5) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %4) #4
  ret void
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
