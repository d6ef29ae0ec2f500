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

15:                                               ; preds = %54
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
  br label %139

23:                                               ; preds = %0, %54
  %24 = phi i64 [ 2, %0 ], [ %55, %54 ]
  %25 = load i32, i32* %14, align 4, !tbaa !6
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %31, label %27

27:                                               ; preds = %31, %23
  %28 = phi i64 [ 0, %23 ], [ %40, %31 ]
  %29 = phi i32 [ %25, %23 ], [ %42, %31 ]
  %30 = icmp eq i64 %28, 0
  br i1 %30, label %54, label %45

31:                                               ; preds = %23, %31
  %32 = phi i64 [ %41, %31 ], [ 0, %23 ]
  %33 = phi i64 [ %40, %31 ], [ 0, %23 ]
  %34 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %32
  %35 = load i32, i32* %34, align 4, !tbaa !2
  %36 = zext i32 %35 to i64
  %37 = mul nuw i64 %24, %36
  %38 = add i64 %37, %33
  %39 = trunc i64 %38 to i32
  store i32 %39, i32* %34, align 4, !tbaa !2
  %40 = lshr i64 %38, 32
  %41 = add nuw nsw i64 %32, 1
  %42 = load i32, i32* %14, align 4, !tbaa !6
  %43 = sext i32 %42 to i64
  %44 = icmp slt i64 %41, %43
  br i1 %44, label %31, label %27, !llvm.loop !8

45:                                               ; preds = %27
  %46 = icmp sgt i32 %29, 11
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  call void @abort() #5
  br label %48

48:                                               ; preds = %47, %45
  %49 = trunc i64 %28 to i32
  %50 = load i32, i32* %14, align 4, !tbaa !6
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %14, align 4, !tbaa !6
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %52
  store i32 %49, i32* %53, align 4, !tbaa !2
  br label %54

54:                                               ; preds = %27, %48
  %55 = add nuw nsw i64 %24, 1
  %56 = icmp eq i64 %55, 41
  br i1 %56, label %15, label %23, !llvm.loop !11

57:                                               ; preds = %185
  call fastcc void @print_big(%struct.big* noundef nonnull %3) #6
  %58 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %58) #4
  %59 = call i8* @memset(i8* noundef nonnull %58, i32 noundef 0, i64 noundef 96) #5
  %60 = load i32, i32* %18, align 4, !tbaa !6
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %62, label %70

62:                                               ; preds = %57
  %63 = sext i32 %60 to i64
  %64 = zext i32 %60 to i64
  br label %65

65:                                               ; preds = %74, %62
  %66 = phi i64 [ 0, %62 ], [ %78, %74 ]
  %67 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !2
  %69 = zext i32 %68 to i64
  br label %80

70:                                               ; preds = %74, %57
  %71 = shl i32 %60, 1
  %72 = zext i32 %71 to i64
  %73 = call i32 @llvm.smin.i32(i32 %71, i32 0) #4
  br label %97

74:                                               ; preds = %80
  %75 = trunc i64 %94 to i32
  %76 = add nsw i64 %66, %63
  %77 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %76
  store i32 %75, i32* %77, align 4, !tbaa !2
  %78 = add nuw nsw i64 %66, 1
  %79 = icmp eq i64 %78, %64
  br i1 %79, label %70, label %65, !llvm.loop !12

80:                                               ; preds = %80, %65
  %81 = phi i64 [ 0, %65 ], [ %95, %80 ]
  %82 = phi i64 [ 0, %65 ], [ %94, %80 ]
  %83 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %81
  %84 = load i32, i32* %83, align 4, !tbaa !2
  %85 = zext i32 %84 to i64
  %86 = mul nuw i64 %85, %69
  %87 = add nuw nsw i64 %81, %66
  %88 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !2
  %90 = zext i32 %89 to i64
  %91 = add nuw nsw i64 %82, %90
  %92 = add i64 %91, %86
  %93 = trunc i64 %92 to i32
  store i32 %93, i32* %88, align 4, !tbaa !2
  %94 = lshr i64 %92, 32
  %95 = add nuw nsw i64 %81, 1
  %96 = icmp eq i64 %95, %64
  br i1 %96, label %74, label %80, !llvm.loop !13

97:                                               ; preds = %101, %70
  %98 = phi i64 [ %102, %101 ], [ %72, %70 ]
  %99 = trunc i64 %98 to i32
  %100 = icmp sgt i32 %99, 0
  br i1 %100, label %101, label %108

101:                                              ; preds = %97
  %102 = add nsw i64 %98, -1
  %103 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4, !tbaa !2
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %97, label %106, !llvm.loop !14

106:                                              ; preds = %101
  %107 = trunc i64 %98 to i32
  br label %108

108:                                              ; preds = %97, %106
  %109 = phi i32 [ %107, %106 ], [ %73, %97 ]
  %110 = icmp sgt i32 %109, 12
  br i1 %110, label %111, label %112

111:                                              ; preds = %108
  call void @abort() #5
  br label %112

112:                                              ; preds = %108, %111
  %113 = call i8* @memset(i8* noundef nonnull %11, i32 noundef 0, i64 noundef 52) #5
  %114 = sext i32 %109 to i64
  %115 = shl nsw i64 %114, 2
  %116 = call i8* @memcpy(i8* noundef nonnull %11, i8* noundef nonnull %58, i64 noundef %115) #5
  %117 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 1
  store i32 %109, i32* %117, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %58) #4
  %118 = load i32, i32* %18, align 4, !tbaa !6
  %119 = icmp eq i32 %109, %118
  br i1 %119, label %123, label %120

120:                                              ; preds = %112
  %121 = icmp slt i32 %109, %118
  %122 = select i1 %121, i32 -1, i32 1
  br label %136

123:                                              ; preds = %112, %127
  %124 = phi i64 [ %125, %127 ], [ %114, %112 ]
  %125 = add nsw i64 %124, -1
  %126 = icmp sgt i64 %124, 0
  br i1 %126, label %127, label %136

127:                                              ; preds = %123
  %128 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %125
  %129 = load i32, i32* %128, align 4, !tbaa !2
  %130 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %125
  %131 = load i32, i32* %130, align 4, !tbaa !2
  %132 = icmp eq i32 %129, %131
  br i1 %132, label %123, label %133, !llvm.loop !15

133:                                              ; preds = %127
  %134 = icmp ult i32 %129, %131
  %135 = select i1 %134, i32 -1, i32 1
  br label %136

136:                                              ; preds = %123, %120, %133
  %137 = phi i32 [ %122, %120 ], [ %135, %133 ], [ 0, %123 ]
  %138 = icmp slt i32 %137, 1
  br i1 %138, label %212, label %190

139:                                              ; preds = %15, %185
  %140 = phi i32 [ 0, %15 ], [ %188, %185 ]
  %141 = load i32, i32* %18, align 4, !tbaa !6
  %142 = load i32, i32* %21, align 4, !tbaa !6
  %143 = icmp sgt i32 %141, %142
  %144 = select i1 %143, i32 %141, i32 %142
  %145 = icmp sgt i32 %144, 0
  br i1 %145, label %146, label %184

146:                                              ; preds = %139
  %147 = zext i32 %144 to i64
  %148 = sext i32 %141 to i64
  %149 = sext i32 %142 to i64
  br label %152

150:                                              ; preds = %166
  %151 = icmp ult i64 %170, 4294967296
  store i32 %144, i32* %22, align 4, !tbaa !6
  br i1 %151, label %185, label %176

152:                                              ; preds = %166, %146
  %153 = phi i64 [ 0, %146 ], [ %174, %166 ]
  %154 = phi i64 [ 0, %146 ], [ %173, %166 ]
  %155 = icmp slt i64 %153, %148
  br i1 %155, label %156, label %159

156:                                              ; preds = %152
  %157 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %153
  %158 = load i32, i32* %157, align 4, !tbaa !2
  br label %159

159:                                              ; preds = %156, %152
  %160 = phi i32 [ %158, %156 ], [ 0, %152 ]
  %161 = zext i32 %160 to i64
  %162 = icmp slt i64 %153, %149
  br i1 %162, label %163, label %166

163:                                              ; preds = %159
  %164 = getelementptr inbounds %struct.big, %struct.big* %4, i64 0, i32 0, i64 %153
  %165 = load i32, i32* %164, align 4, !tbaa !2
  br label %166

166:                                              ; preds = %163, %159
  %167 = phi i32 [ %165, %163 ], [ 0, %159 ]
  %168 = zext i32 %167 to i64
  %169 = add nuw nsw i64 %154, %161
  %170 = add nuw nsw i64 %169, %168
  %171 = trunc i64 %170 to i32
  %172 = getelementptr inbounds %struct.big, %struct.big* %5, i64 0, i32 0, i64 %153
  store i32 %171, i32* %172, align 4, !tbaa !2
  %173 = lshr i64 %170, 32
  %174 = add nuw nsw i64 %153, 1
  %175 = icmp eq i64 %174, %147
  br i1 %175, label %150, label %152, !llvm.loop !16

176:                                              ; preds = %150
  %177 = icmp sgt i32 %144, 11
  br i1 %177, label %178, label %179

178:                                              ; preds = %176
  call void @abort() #5
  br label %179

179:                                              ; preds = %178, %176
  %180 = load i32, i32* %22, align 4, !tbaa !6
  %181 = add nsw i32 %180, 1
  store i32 %181, i32* %22, align 4, !tbaa !6
  %182 = sext i32 %180 to i64
  %183 = getelementptr inbounds %struct.big, %struct.big* %5, i64 0, i32 0, i64 %182
  store i32 1, i32* %183, align 4, !tbaa !2
  br label %185

184:                                              ; preds = %139
  store i32 %144, i32* %22, align 4, !tbaa !6
  br label %185

185:                                              ; preds = %184, %150, %179
  %186 = call i8* @memcpy(i8* noundef nonnull %8, i8* noundef nonnull %9, i64 noundef 52) #5
  %187 = call i8* @memcpy(i8* noundef nonnull %9, i8* noundef nonnull %10, i64 noundef 52) #5
  %188 = add nuw nsw i32 %140, 1
  %189 = icmp eq i32 %188, 150
  br i1 %189, label %57, label %139, !llvm.loop !17

190:                                              ; preds = %136
  br i1 %119, label %191, label %193

191:                                              ; preds = %190
  %192 = sext i32 %118 to i64
  br label %196

193:                                              ; preds = %190
  %194 = icmp slt i32 %118, %109
  %195 = select i1 %194, i32 -1, i32 1
  br label %209

196:                                              ; preds = %200, %191
  %197 = phi i64 [ %192, %191 ], [ %198, %200 ]
  %198 = add nsw i64 %197, -1
  %199 = icmp sgt i64 %197, 0
  br i1 %199, label %200, label %209

200:                                              ; preds = %196
  %201 = getelementptr inbounds %struct.big, %struct.big* %3, i64 0, i32 0, i64 %198
  %202 = load i32, i32* %201, align 4, !tbaa !2
  %203 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %198
  %204 = load i32, i32* %203, align 4, !tbaa !2
  %205 = icmp eq i32 %202, %204
  br i1 %205, label %196, label %206, !llvm.loop !15

206:                                              ; preds = %200
  %207 = icmp ult i32 %202, %204
  %208 = select i1 %207, i32 -1, i32 1
  br label %209

209:                                              ; preds = %196, %193, %206
  %210 = phi i32 [ %195, %193 ], [ %208, %206 ], [ 0, %196 ]
  %211 = icmp sgt i32 %210, -1
  br i1 %211, label %212, label %213

212:                                              ; preds = %209, %136
  call void @abort() #5
  br label %213

213:                                              ; preds = %209, %212
  %214 = load i32, i32* %117, align 4, !tbaa !6
  %215 = icmp sgt i32 %214, 0
  br i1 %215, label %217, label %216

216:                                              ; preds = %220, %213
  br label %268

217:                                              ; preds = %213
  %218 = load i32, i32* @h, align 4, !tbaa !2
  %219 = zext i32 %214 to i64
  br label %221

220:                                              ; preds = %221
  store i32 %227, i32* @h, align 4, !tbaa !2
  br label %216

221:                                              ; preds = %217, %221
  %222 = phi i64 [ 0, %217 ], [ %228, %221 ]
  %223 = phi i32 [ %218, %217 ], [ %227, %221 ]
  %224 = getelementptr inbounds %struct.big, %struct.big* %6, i64 0, i32 0, i64 %222
  %225 = load i32, i32* %224, align 4, !tbaa !2
  %226 = xor i32 %225, %223
  %227 = mul i32 %226, 16777619
  %228 = add nuw nsw i64 %222, 1
  %229 = icmp eq i64 %228, %219
  br i1 %229, label %220, label %221, !llvm.loop !18

230:                                              ; preds = %308
  %231 = load i32, i32* %14, align 4, !tbaa !6
  %232 = icmp sgt i32 %231, 0
  br i1 %232, label %233, label %237

233:                                              ; preds = %230
  %234 = sext i32 %231 to i64
  br label %243

235:                                              ; preds = %243
  %236 = trunc i64 %254 to i32
  br label %237

237:                                              ; preds = %235, %230
  %238 = phi i32 [ 0, %230 ], [ %236, %235 ]
  %239 = load i32, i32* %14, align 4, !tbaa !6
  %240 = icmp sgt i32 %239, 0
  br i1 %240, label %241, label %266

241:                                              ; preds = %237
  %242 = zext i32 %239 to i64
  br label %256

243:                                              ; preds = %243, %233
  %244 = phi i64 [ %234, %233 ], [ %246, %243 ]
  %245 = phi i64 [ 0, %233 ], [ %254, %243 ]
  %246 = add nsw i64 %244, -1
  %247 = shl nuw nsw i64 %245, 32
  %248 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %246
  %249 = load i32, i32* %248, align 4, !tbaa !2
  %250 = zext i32 %249 to i64
  %251 = or i64 %247, %250
  %252 = udiv i64 %251, 7
  %253 = trunc i64 %252 to i32
  store i32 %253, i32* %248, align 4, !tbaa !2
  %254 = urem i64 %251, 7
  %255 = icmp sgt i64 %244, 1
  br i1 %255, label %243, label %235, !llvm.loop !19

256:                                              ; preds = %263, %241
  %257 = phi i64 [ %242, %241 ], [ %258, %263 ]
  %258 = add nsw i64 %257, -1
  %259 = and i64 %258, 4294967295
  %260 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %259
  %261 = load i32, i32* %260, align 4, !tbaa !2
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %263, label %266

263:                                              ; preds = %256
  %264 = trunc i64 %258 to i32
  store i32 %264, i32* %14, align 4, !tbaa !6
  %265 = icmp sgt i64 %257, 1
  br i1 %265, label %256, label %266, !llvm.loop !20

266:                                              ; preds = %256, %263, %237
  %267 = icmp eq i32 %238, 0
  br i1 %267, label %312, label %311

268:                                              ; preds = %216, %308
  %269 = phi i32 [ %309, %308 ], [ 0, %216 ]
  %270 = load i32, i32* %14, align 4, !tbaa !6
  %271 = icmp sgt i32 %270, 0
  br i1 %271, label %272, label %276

272:                                              ; preds = %268
  %273 = sext i32 %270 to i64
  br label %282

274:                                              ; preds = %282
  %275 = trunc i64 %293 to i32
  br label %276

276:                                              ; preds = %274, %268
  %277 = phi i32 [ 0, %268 ], [ %275, %274 ]
  %278 = load i32, i32* %14, align 4, !tbaa !6
  %279 = icmp sgt i32 %278, 0
  br i1 %279, label %280, label %305

280:                                              ; preds = %276
  %281 = zext i32 %278 to i64
  br label %295

282:                                              ; preds = %282, %272
  %283 = phi i64 [ %273, %272 ], [ %285, %282 ]
  %284 = phi i64 [ 0, %272 ], [ %293, %282 ]
  %285 = add nsw i64 %283, -1
  %286 = shl nuw nsw i64 %284, 32
  %287 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %285
  %288 = load i32, i32* %287, align 4, !tbaa !2
  %289 = zext i32 %288 to i64
  %290 = or i64 %286, %289
  %291 = udiv i64 %290, 3
  %292 = trunc i64 %291 to i32
  store i32 %292, i32* %287, align 4, !tbaa !2
  %293 = urem i64 %290, 3
  %294 = icmp sgt i64 %283, 1
  br i1 %294, label %282, label %274, !llvm.loop !19

295:                                              ; preds = %302, %280
  %296 = phi i64 [ %281, %280 ], [ %297, %302 ]
  %297 = add nsw i64 %296, -1
  %298 = and i64 %297, 4294967295
  %299 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %298
  %300 = load i32, i32* %299, align 4, !tbaa !2
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %302, label %305

302:                                              ; preds = %295
  %303 = trunc i64 %297 to i32
  store i32 %303, i32* %14, align 4, !tbaa !6
  %304 = icmp sgt i64 %296, 1
  br i1 %304, label %295, label %305, !llvm.loop !20

305:                                              ; preds = %295, %302, %276
  %306 = icmp eq i32 %277, 0
  br i1 %306, label %308, label %307

307:                                              ; preds = %305
  call void @abort() #5
  br label %308

308:                                              ; preds = %305, %307
  %309 = add nuw nsw i32 %269, 1
  %310 = icmp eq i32 %309, 18
  br i1 %310, label %230, label %268, !llvm.loop !21

311:                                              ; preds = %266
  call void @abort() #5
  br label %312

312:                                              ; preds = %311, %266
  %313 = load i32, i32* @h, align 4, !tbaa !2
  %314 = load i32, i32* %14, align 4, !tbaa !6
  %315 = icmp sgt i32 %314, 0
  br i1 %315, label %316, label %320

316:                                              ; preds = %312
  %317 = sext i32 %314 to i64
  br label %326

318:                                              ; preds = %326
  %319 = trunc i64 %337 to i32
  br label %320

320:                                              ; preds = %318, %312
  %321 = phi i32 [ 0, %312 ], [ %319, %318 ]
  %322 = load i32, i32* %14, align 4, !tbaa !6
  %323 = icmp sgt i32 %322, 0
  br i1 %323, label %324, label %349

324:                                              ; preds = %320
  %325 = zext i32 %322 to i64
  br label %339

326:                                              ; preds = %326, %316
  %327 = phi i64 [ %317, %316 ], [ %329, %326 ]
  %328 = phi i64 [ 0, %316 ], [ %337, %326 ]
  %329 = add nsw i64 %327, -1
  %330 = shl nuw nsw i64 %328, 32
  %331 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %329
  %332 = load i32, i32* %331, align 4, !tbaa !2
  %333 = zext i32 %332 to i64
  %334 = or i64 %330, %333
  %335 = udiv i64 %334, 1000003
  %336 = trunc i64 %335 to i32
  store i32 %336, i32* %331, align 4, !tbaa !2
  %337 = urem i64 %334, 1000003
  %338 = icmp sgt i64 %327, 1
  br i1 %338, label %326, label %318, !llvm.loop !19

339:                                              ; preds = %346, %324
  %340 = phi i64 [ %325, %324 ], [ %341, %346 ]
  %341 = add nsw i64 %340, -1
  %342 = and i64 %341, 4294967295
  %343 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %342
  %344 = load i32, i32* %343, align 4, !tbaa !2
  %345 = icmp eq i32 %344, 0
  br i1 %345, label %346, label %349

346:                                              ; preds = %339
  %347 = trunc i64 %341 to i32
  store i32 %347, i32* %14, align 4, !tbaa !6
  %348 = icmp sgt i64 %340, 1
  br i1 %348, label %339, label %349, !llvm.loop !20

349:                                              ; preds = %339, %346, %320
  %350 = xor i32 %321, %313
  %351 = mul i32 %350, 16777619
  store i32 %351, i32* @h, align 4, !tbaa !2
  %352 = and i32 %351, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %7) #4
  ret i32 %352
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
  br label %9

9:                                                ; preds = %49, %1
  %10 = phi i32 [ 0, %1 ], [ %50, %49 ]
  %11 = load i32, i32* %8, align 4, !tbaa !6
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %9
  %14 = sext i32 %11 to i64
  br label %23

15:                                               ; preds = %23
  %16 = trunc i64 %34 to i32
  br label %17

17:                                               ; preds = %15, %9
  %18 = phi i32 [ 0, %9 ], [ %16, %15 ]
  %19 = load i32, i32* %8, align 4, !tbaa !6
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %46

21:                                               ; preds = %17
  %22 = zext i32 %19 to i64
  br label %36

23:                                               ; preds = %23, %13
  %24 = phi i64 [ %14, %13 ], [ %26, %23 ]
  %25 = phi i64 [ 0, %13 ], [ %34, %23 ]
  %26 = add nsw i64 %24, -1
  %27 = shl nuw nsw i64 %25, 32
  %28 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %26
  %29 = load i32, i32* %28, align 4, !tbaa !2
  %30 = zext i32 %29 to i64
  %31 = or i64 %27, %30
  %32 = udiv i64 %31, 10000
  %33 = trunc i64 %32 to i32
  store i32 %33, i32* %28, align 4, !tbaa !2
  %34 = urem i64 %31, 10000
  %35 = icmp sgt i64 %24, 1
  br i1 %35, label %23, label %15, !llvm.loop !19

36:                                               ; preds = %43, %21
  %37 = phi i64 [ %22, %21 ], [ %38, %43 ]
  %38 = add nsw i64 %37, -1
  %39 = and i64 %38, 4294967295
  %40 = getelementptr inbounds %struct.big, %struct.big* %2, i64 0, i32 0, i64 %39
  %41 = load i32, i32* %40, align 4, !tbaa !2
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %46

43:                                               ; preds = %36
  %44 = trunc i64 %38 to i32
  store i32 %44, i32* %8, align 4, !tbaa !6
  %45 = icmp sgt i64 %37, 1
  br i1 %45, label %36, label %46, !llvm.loop !20

46:                                               ; preds = %36, %43, %17
  %47 = sext i32 %10 to i64
  %48 = add i32 %10, 4
  br label %57

49:                                               ; preds = %57
  %50 = trunc i64 %63 to i32
  %51 = load i32, i32* %8, align 4, !tbaa !6
  %52 = icmp sgt i32 %51, 0
  br i1 %52, label %9, label %53, !llvm.loop !22

53:                                               ; preds = %49
  %54 = trunc i64 %63 to i32
  %55 = and i64 %63, 4294967295
  %56 = call i32 @llvm.smin.i32(i32 %54, i32 1)
  br label %68

57:                                               ; preds = %46, %57
  %58 = phi i64 [ %47, %46 ], [ %63, %57 ]
  %59 = phi i32 [ %18, %46 ], [ %65, %57 ]
  %60 = urem i32 %59, 10
  %61 = trunc i32 %60 to i8
  %62 = or i8 %61, 48
  %63 = add nsw i64 %58, 1
  %64 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %58
  store i8 %62, i8* %64, align 1, !tbaa !23
  %65 = udiv i32 %59, 10
  %66 = trunc i64 %63 to i32
  %67 = icmp eq i32 %48, %66
  br i1 %67, label %49, label %57, !llvm.loop !24

68:                                               ; preds = %53, %72
  %69 = phi i64 [ %55, %53 ], [ %74, %72 ]
  %70 = trunc i64 %69 to i32
  %71 = icmp sgt i32 %70, 1
  br i1 %71, label %72, label %80

72:                                               ; preds = %68
  %73 = add nsw i64 %69, -1
  %74 = add nsw i64 %69, -1
  %75 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %73
  %76 = load i8, i8* %75, align 1, !tbaa !23
  %77 = icmp eq i8 %76, 48
  br i1 %77, label %68, label %78, !llvm.loop !25

78:                                               ; preds = %72
  %79 = trunc i64 %69 to i32
  br label %80

80:                                               ; preds = %68, %78
  %81 = phi i32 [ %79, %78 ], [ %56, %68 ]
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %97, label %83

83:                                               ; preds = %80
  %84 = sext i32 %81 to i64
  br label %85

85:                                               ; preds = %83, %85
  %86 = phi i64 [ %84, %83 ], [ %87, %85 ]
  %87 = add nsw i64 %86, -1
  %88 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i64 0, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !23
  %90 = sext i8 %89 to i32
  %91 = call i32 @putchar(i32 noundef %90) #5
  %92 = load i32, i32* @h, align 4, !tbaa !2
  %93 = xor i32 %92, %90
  %94 = mul i32 %93, 16777619
  store i32 %94, i32* @h, align 4, !tbaa !2
  %95 = trunc i64 %87 to i32
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %85, !llvm.loop !26

97:                                               ; preds = %85, %80
  %98 = call i32 @putchar(i32 noundef 10) #5
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
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10}
!21 = distinct !{!21, !9, !10}
!22 = distinct !{!22, !9, !10}
!23 = !{!4, !4, i64 0}
!24 = distinct !{!24, !9, !10}
!25 = distinct !{!25, !9, !10}
!26 = distinct !{!26, !9, !10}
