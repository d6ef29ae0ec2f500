; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

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
  store i32 1, i32* %13, align 4, !tbaa !3
  %14 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 1
  store i32 1, i32* %14, align 4, !tbaa !7
  br label %23

15:                                               ; preds = %53
  call fastcc void @print_big(%struct.big* noundef nonnull %2) #6
  %16 = call i8* @memset(i8* noundef nonnull %8, i32 noundef 0, i32 noundef 52) #5
  %17 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 0
  store i32 0, i32* %17, align 4, !tbaa !3
  %18 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1
  store i32 0, i32* %18, align 4, !tbaa !7
  %19 = call i8* @memset(i8* noundef nonnull %9, i32 noundef 0, i32 noundef 52) #5
  %20 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 0
  store i32 1, i32* %20, align 4, !tbaa !3
  %21 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 1
  store i32 1, i32* %21, align 4, !tbaa !7
  %22 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  br label %167

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
  %35 = load i32, i32* %34, align 4, !tbaa !3
  %36 = zext i32 %35 to i64
  %37 = mul nuw nsw i64 %36, %28
  %38 = add nuw i64 %37, %32
  %39 = trunc i64 %38 to i32
  store i32 %39, i32* %34, align 4, !tbaa !3
  %40 = lshr i64 %38, 32
  %41 = add nuw nsw i32 %33, 1
  %42 = load i32, i32* %14, align 4, !tbaa !7
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %31, label %29, !llvm.loop !9

44:                                               ; preds = %29
  %45 = icmp sgt i32 %42, 11
  br i1 %45, label %46, label %48

46:                                               ; preds = %44
  call void @abort() #5
  %47 = load i32, i32* %14, align 4, !tbaa !7
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %47, %46 ], [ %42, %44 ]
  %50 = trunc i64 %40 to i32
  %51 = add nsw i32 %49, 1
  store i32 %51, i32* %14, align 4, !tbaa !7
  %52 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %49
  store i32 %50, i32* %52, align 4, !tbaa !3
  br label %53

53:                                               ; preds = %23, %29, %48
  %54 = add nuw nsw i32 %25, 1
  %55 = icmp eq i32 %54, 41
  br i1 %55, label %15, label %56, !llvm.loop !11

56:                                               ; preds = %53
  %57 = load i32, i32* %14, align 4, !tbaa !7
  br label %23

58:                                               ; preds = %209
  call fastcc void @print_big(%struct.big* noundef nonnull %3) #6
  %59 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %59) #4
  %60 = call i8* @memset(i8* noundef nonnull %59, i32 noundef 0, i32 noundef 96) #5
  %61 = load i32, i32* %18, align 4, !tbaa !7
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %73

63:                                               ; preds = %58
  %64 = and i32 %61, 1
  %65 = icmp eq i32 %61, 1
  %66 = and i32 %61, -2
  %67 = icmp eq i32 %64, 0
  br label %68

68:                                               ; preds = %63, %96
  %69 = phi i32 [ %100, %96 ], [ 0, %63 ]
  %70 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !3
  %72 = zext i32 %71 to i64
  br i1 %65, label %78, label %102

73:                                               ; preds = %96, %58
  %74 = shl i32 %61, 1
  %75 = call i32 @llvm.smin.i32(i32 %74, i32 0) #4
  br label %134

76:                                               ; preds = %102
  %77 = trunc i64 %130 to i32
  br label %78

78:                                               ; preds = %76, %68
  %79 = phi i32 [ undef, %68 ], [ %77, %76 ]
  %80 = phi i32 [ 0, %68 ], [ %131, %76 ]
  %81 = phi i64 [ 0, %68 ], [ %130, %76 ]
  br i1 %67, label %96, label %82

82:                                               ; preds = %78
  %83 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %80
  %84 = load i32, i32* %83, align 4, !tbaa !3
  %85 = zext i32 %84 to i64
  %86 = mul nuw i64 %85, %72
  %87 = add nuw nsw i32 %80, %69
  %88 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %87
  %89 = load i32, i32* %88, align 4, !tbaa !3
  %90 = zext i32 %89 to i64
  %91 = add nuw nsw i64 %81, %90
  %92 = add i64 %91, %86
  %93 = trunc i64 %92 to i32
  store i32 %93, i32* %88, align 4, !tbaa !3
  %94 = lshr i64 %92, 32
  %95 = trunc i64 %94 to i32
  br label %96

96:                                               ; preds = %78, %82
  %97 = phi i32 [ %79, %78 ], [ %95, %82 ]
  %98 = add nsw i32 %69, %61
  %99 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %98
  store i32 %97, i32* %99, align 4, !tbaa !3
  %100 = add nuw nsw i32 %69, 1
  %101 = icmp eq i32 %100, %61
  br i1 %101, label %73, label %68, !llvm.loop !12

102:                                              ; preds = %68, %102
  %103 = phi i32 [ %131, %102 ], [ 0, %68 ]
  %104 = phi i64 [ %130, %102 ], [ 0, %68 ]
  %105 = phi i32 [ %132, %102 ], [ 0, %68 ]
  %106 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %103
  %107 = load i32, i32* %106, align 4, !tbaa !3
  %108 = zext i32 %107 to i64
  %109 = mul nuw i64 %108, %72
  %110 = add nuw nsw i32 %103, %69
  %111 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %110
  %112 = load i32, i32* %111, align 4, !tbaa !3
  %113 = zext i32 %112 to i64
  %114 = add nuw nsw i64 %104, %113
  %115 = add i64 %114, %109
  %116 = trunc i64 %115 to i32
  store i32 %116, i32* %111, align 4, !tbaa !3
  %117 = lshr i64 %115, 32
  %118 = or i32 %103, 1
  %119 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %118
  %120 = load i32, i32* %119, align 4, !tbaa !3
  %121 = zext i32 %120 to i64
  %122 = mul nuw i64 %121, %72
  %123 = add nuw nsw i32 %118, %69
  %124 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4, !tbaa !3
  %126 = zext i32 %125 to i64
  %127 = add nuw nsw i64 %117, %126
  %128 = add i64 %127, %122
  %129 = trunc i64 %128 to i32
  store i32 %129, i32* %124, align 4, !tbaa !3
  %130 = lshr i64 %128, 32
  %131 = add nuw nsw i32 %103, 2
  %132 = add i32 %105, 2
  %133 = icmp eq i32 %132, %66
  br i1 %133, label %76, label %102, !llvm.loop !13

134:                                              ; preds = %137, %73
  %135 = phi i32 [ %74, %73 ], [ %138, %137 ]
  %136 = icmp sgt i32 %135, 0
  br i1 %136, label %137, label %145

137:                                              ; preds = %134
  %138 = add nsw i32 %135, -1
  %139 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %138
  %140 = load i32, i32* %139, align 4, !tbaa !3
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %134, label %142, !llvm.loop !14

142:                                              ; preds = %137
  %143 = icmp ugt i32 %135, 12
  br i1 %143, label %144, label %145

144:                                              ; preds = %142
  call void @abort() #5
  br label %145

145:                                              ; preds = %134, %142, %144
  %146 = phi i32 [ %135, %144 ], [ %135, %142 ], [ %75, %134 ]
  %147 = call i8* @memset(i8* noundef nonnull %11, i32 noundef 0, i32 noundef 52) #5
  %148 = shl i32 %146, 2
  %149 = call i8* @memcpy(i8* noundef nonnull %11, i8* noundef nonnull %59, i32 noundef %148) #5
  %150 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 1
  store i32 %146, i32* %150, align 4, !tbaa !7
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %59) #4
  %151 = load i32, i32* %18, align 4, !tbaa !7
  %152 = icmp eq i32 %146, %151
  br i1 %152, label %155, label %153

153:                                              ; preds = %145
  %154 = icmp slt i32 %151, %146
  br i1 %154, label %230, label %228

155:                                              ; preds = %145, %159
  %156 = phi i32 [ %157, %159 ], [ %146, %145 ]
  %157 = add nsw i32 %156, -1
  %158 = icmp sgt i32 %156, 0
  br i1 %158, label %159, label %228

159:                                              ; preds = %155
  %160 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %157
  %161 = load i32, i32* %160, align 4, !tbaa !3
  %162 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %157
  %163 = load i32, i32* %162, align 4, !tbaa !3
  %164 = icmp eq i32 %161, %163
  br i1 %164, label %155, label %165, !llvm.loop !15

165:                                              ; preds = %159
  %166 = icmp ult i32 %161, %163
  br i1 %166, label %228, label %216

167:                                              ; preds = %214, %15
  %168 = phi i32 [ 1, %15 ], [ %215, %214 ]
  %169 = phi i32 [ 0, %15 ], [ %212, %214 ]
  %170 = load i32, i32* %18, align 4, !tbaa !7
  %171 = icmp sgt i32 %170, %168
  %172 = select i1 %171, i32 %170, i32 %168
  %173 = icmp sgt i32 %172, 0
  br i1 %173, label %177, label %174

174:                                              ; preds = %167
  store i32 %172, i32* %22, align 4, !tbaa !7
  br label %209

175:                                              ; preds = %191
  %176 = icmp ult i64 %195, 4294967296
  store i32 %172, i32* %22, align 4, !tbaa !7
  br i1 %176, label %209, label %201

177:                                              ; preds = %167, %191
  %178 = phi i64 [ %200, %191 ], [ 0, %167 ]
  %179 = phi i32 [ %198, %191 ], [ 0, %167 ]
  %180 = icmp slt i32 %179, %170
  br i1 %180, label %181, label %184

181:                                              ; preds = %177
  %182 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %179
  %183 = load i32, i32* %182, align 4, !tbaa !3
  br label %184

184:                                              ; preds = %181, %177
  %185 = phi i32 [ %183, %181 ], [ 0, %177 ]
  %186 = zext i32 %185 to i64
  %187 = icmp slt i32 %179, %168
  br i1 %187, label %188, label %191

188:                                              ; preds = %184
  %189 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %179
  %190 = load i32, i32* %189, align 4, !tbaa !3
  br label %191

191:                                              ; preds = %188, %184
  %192 = phi i32 [ %190, %188 ], [ 0, %184 ]
  %193 = zext i32 %192 to i64
  %194 = add nuw nsw i64 %178, %186
  %195 = add nuw nsw i64 %194, %193
  %196 = trunc i64 %195 to i32
  %197 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %179
  store i32 %196, i32* %197, align 4, !tbaa !3
  %198 = add nuw nsw i32 %179, 1
  %199 = icmp eq i32 %198, %172
  %200 = lshr i64 %195, 32
  br i1 %199, label %175, label %177, !llvm.loop !16

201:                                              ; preds = %175
  %202 = icmp sgt i32 %172, 11
  br i1 %202, label %203, label %205

203:                                              ; preds = %201
  call void @abort() #5
  %204 = load i32, i32* %22, align 4, !tbaa !7
  br label %205

205:                                              ; preds = %203, %201
  %206 = phi i32 [ %204, %203 ], [ %172, %201 ]
  %207 = add nsw i32 %206, 1
  store i32 %207, i32* %22, align 4, !tbaa !7
  %208 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %206
  store i32 1, i32* %208, align 4, !tbaa !3
  br label %209

209:                                              ; preds = %174, %175, %205
  %210 = call i8* @memcpy(i8* noundef nonnull %8, i8* noundef nonnull %9, i32 noundef 52) #5
  %211 = call i8* @memcpy(i8* noundef nonnull %9, i8* noundef nonnull %10, i32 noundef 52) #5
  %212 = add nuw nsw i32 %169, 1
  %213 = icmp eq i32 %212, 150
  br i1 %213, label %58, label %214, !llvm.loop !17

214:                                              ; preds = %209
  %215 = load i32, i32* %21, align 4, !tbaa !7
  br label %167

216:                                              ; preds = %165, %220
  %217 = phi i32 [ %218, %220 ], [ %146, %165 ]
  %218 = add nsw i32 %217, -1
  %219 = icmp sgt i32 %217, 0
  br i1 %219, label %220, label %228

220:                                              ; preds = %216
  %221 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %218
  %222 = load i32, i32* %221, align 4, !tbaa !3
  %223 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %218
  %224 = load i32, i32* %223, align 4, !tbaa !3
  %225 = icmp eq i32 %222, %224
  br i1 %225, label %216, label %226, !llvm.loop !15

226:                                              ; preds = %220
  %227 = icmp ult i32 %222, %224
  br i1 %227, label %230, label %228

228:                                              ; preds = %155, %216, %226, %165, %153
  call void @abort() #5
  %229 = load i32, i32* %150, align 4, !tbaa !7
  br label %230

230:                                              ; preds = %226, %153, %228
  %231 = phi i32 [ %229, %228 ], [ %146, %153 ], [ %146, %226 ]
  %232 = icmp sgt i32 %231, 0
  br i1 %232, label %234, label %233

233:                                              ; preds = %257, %230
  br label %319

234:                                              ; preds = %230
  %235 = load i32, i32* @h, align 4, !tbaa !3
  %236 = add i32 %231, -1
  %237 = and i32 %231, 3
  %238 = icmp ult i32 %236, 3
  br i1 %238, label %241, label %239

239:                                              ; preds = %234
  %240 = and i32 %231, -4
  br label %259

241:                                              ; preds = %259, %234
  %242 = phi i32 [ undef, %234 ], [ %281, %259 ]
  %243 = phi i32 [ 0, %234 ], [ %282, %259 ]
  %244 = phi i32 [ %235, %234 ], [ %281, %259 ]
  %245 = icmp eq i32 %237, 0
  br i1 %245, label %257, label %246

246:                                              ; preds = %241, %246
  %247 = phi i32 [ %254, %246 ], [ %243, %241 ]
  %248 = phi i32 [ %253, %246 ], [ %244, %241 ]
  %249 = phi i32 [ %255, %246 ], [ 0, %241 ]
  %250 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %247
  %251 = load i32, i32* %250, align 4, !tbaa !3
  %252 = xor i32 %251, %248
  %253 = mul i32 %252, 16777619
  %254 = add nuw nsw i32 %247, 1
  %255 = add i32 %249, 1
  %256 = icmp eq i32 %255, %237
  br i1 %256, label %257, label %246, !llvm.loop !18

257:                                              ; preds = %246, %241
  %258 = phi i32 [ %242, %241 ], [ %253, %246 ]
  store i32 %258, i32* @h, align 4, !tbaa !3
  br label %233

259:                                              ; preds = %259, %239
  %260 = phi i32 [ 0, %239 ], [ %282, %259 ]
  %261 = phi i32 [ %235, %239 ], [ %281, %259 ]
  %262 = phi i32 [ 0, %239 ], [ %283, %259 ]
  %263 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %260
  %264 = load i32, i32* %263, align 4, !tbaa !3
  %265 = xor i32 %264, %261
  %266 = mul i32 %265, 16777619
  %267 = or i32 %260, 1
  %268 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %267
  %269 = load i32, i32* %268, align 4, !tbaa !3
  %270 = xor i32 %269, %266
  %271 = mul i32 %270, 16777619
  %272 = or i32 %260, 2
  %273 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %272
  %274 = load i32, i32* %273, align 4, !tbaa !3
  %275 = xor i32 %274, %271
  %276 = mul i32 %275, 16777619
  %277 = or i32 %260, 3
  %278 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %277
  %279 = load i32, i32* %278, align 4, !tbaa !3
  %280 = xor i32 %279, %276
  %281 = mul i32 %280, 16777619
  %282 = add nuw nsw i32 %260, 4
  %283 = add i32 %262, 4
  %284 = icmp eq i32 %283, %240
  br i1 %284, label %241, label %259, !llvm.loop !20

285:                                              ; preds = %352
  %286 = load i32, i32* %14, align 4, !tbaa !7
  %287 = icmp sgt i32 %286, 0
  br i1 %287, label %290, label %288

288:                                              ; preds = %285
  %289 = load i32, i32* @h, align 4, !tbaa !3
  br label %388

290:                                              ; preds = %285, %290
  %291 = phi i32 [ %293, %290 ], [ %286, %285 ]
  %292 = phi i64 [ %303, %290 ], [ 0, %285 ]
  %293 = add nsw i32 %291, -1
  %294 = shl nuw nsw i64 %292, 32
  %295 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %293
  %296 = load i32, i32* %295, align 4, !tbaa !3
  %297 = zext i32 %296 to i64
  %298 = or i64 %294, %297
  %299 = freeze i64 %298
  %300 = udiv i64 %299, 7
  %301 = trunc i64 %300 to i32
  store i32 %301, i32* %295, align 4, !tbaa !3
  %302 = mul i64 %300, 7
  %303 = sub i64 %299, %302
  %304 = icmp ugt i32 %291, 1
  br i1 %304, label %290, label %305, !llvm.loop !21

305:                                              ; preds = %290
  %306 = load i32, i32* %14, align 4, !tbaa !7
  %307 = icmp sgt i32 %306, 0
  br i1 %307, label %308, label %316

308:                                              ; preds = %305, %314
  %309 = phi i32 [ %310, %314 ], [ %306, %305 ]
  %310 = add nsw i32 %309, -1
  %311 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %310
  %312 = load i32, i32* %311, align 4, !tbaa !3
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %314, label %316

314:                                              ; preds = %308
  store i32 %310, i32* %14, align 4, !tbaa !7
  %315 = icmp ugt i32 %309, 1
  br i1 %315, label %308, label %316, !llvm.loop !22

316:                                              ; preds = %308, %314, %305
  %317 = phi i32 [ %306, %305 ], [ %309, %308 ], [ %310, %314 ]
  %318 = icmp eq i64 %303, 0
  br i1 %318, label %357, label %355

319:                                              ; preds = %233, %352
  %320 = phi i32 [ %353, %352 ], [ 0, %233 ]
  %321 = load i32, i32* %14, align 4, !tbaa !7
  %322 = icmp sgt i32 %321, 0
  br i1 %322, label %323, label %352

323:                                              ; preds = %319, %323
  %324 = phi i32 [ %326, %323 ], [ %321, %319 ]
  %325 = phi i64 [ %336, %323 ], [ 0, %319 ]
  %326 = add nsw i32 %324, -1
  %327 = shl nuw nsw i64 %325, 32
  %328 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %326
  %329 = load i32, i32* %328, align 4, !tbaa !3
  %330 = zext i32 %329 to i64
  %331 = or i64 %327, %330
  %332 = freeze i64 %331
  %333 = udiv i64 %332, 3
  %334 = trunc i64 %333 to i32
  store i32 %334, i32* %328, align 4, !tbaa !3
  %335 = mul i64 %333, 3
  %336 = sub i64 %332, %335
  %337 = icmp ugt i32 %324, 1
  br i1 %337, label %323, label %338, !llvm.loop !21

338:                                              ; preds = %323
  %339 = load i32, i32* %14, align 4, !tbaa !7
  %340 = icmp sgt i32 %339, 0
  br i1 %340, label %341, label %349

341:                                              ; preds = %338, %347
  %342 = phi i32 [ %343, %347 ], [ %339, %338 ]
  %343 = add nsw i32 %342, -1
  %344 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %343
  %345 = load i32, i32* %344, align 4, !tbaa !3
  %346 = icmp eq i32 %345, 0
  br i1 %346, label %347, label %349

347:                                              ; preds = %341
  store i32 %343, i32* %14, align 4, !tbaa !7
  %348 = icmp ugt i32 %342, 1
  br i1 %348, label %341, label %349, !llvm.loop !22

349:                                              ; preds = %341, %347, %338
  %350 = icmp eq i64 %336, 0
  br i1 %350, label %352, label %351

351:                                              ; preds = %349
  call void @abort() #5
  br label %352

352:                                              ; preds = %319, %349, %351
  %353 = add nuw nsw i32 %320, 1
  %354 = icmp eq i32 %353, 18
  br i1 %354, label %285, label %319, !llvm.loop !23

355:                                              ; preds = %316
  call void @abort() #5
  %356 = load i32, i32* %14, align 4, !tbaa !7
  br label %357

357:                                              ; preds = %355, %316
  %358 = phi i32 [ %356, %355 ], [ %317, %316 ]
  %359 = load i32, i32* @h, align 4, !tbaa !3
  %360 = icmp sgt i32 %358, 0
  br i1 %360, label %361, label %388

361:                                              ; preds = %357, %361
  %362 = phi i32 [ %364, %361 ], [ %358, %357 ]
  %363 = phi i64 [ %374, %361 ], [ 0, %357 ]
  %364 = add nsw i32 %362, -1
  %365 = shl nuw nsw i64 %363, 32
  %366 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %364
  %367 = load i32, i32* %366, align 4, !tbaa !3
  %368 = zext i32 %367 to i64
  %369 = or i64 %365, %368
  %370 = freeze i64 %369
  %371 = udiv i64 %370, 1000003
  %372 = trunc i64 %371 to i32
  store i32 %372, i32* %366, align 4, !tbaa !3
  %373 = mul i64 %371, 1000003
  %374 = sub i64 %370, %373
  %375 = icmp ugt i32 %362, 1
  br i1 %375, label %361, label %376, !llvm.loop !21

376:                                              ; preds = %361
  %377 = trunc i64 %374 to i32
  %378 = load i32, i32* %14, align 4, !tbaa !7
  %379 = icmp sgt i32 %378, 0
  br i1 %379, label %380, label %388

380:                                              ; preds = %376, %386
  %381 = phi i32 [ %382, %386 ], [ %378, %376 ]
  %382 = add nsw i32 %381, -1
  %383 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %382
  %384 = load i32, i32* %383, align 4, !tbaa !3
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %386, label %388

386:                                              ; preds = %380
  store i32 %382, i32* %14, align 4, !tbaa !7
  %387 = icmp ugt i32 %381, 1
  br i1 %387, label %380, label %388, !llvm.loop !22

388:                                              ; preds = %380, %386, %288, %357, %376
  %389 = phi i32 [ %359, %376 ], [ %359, %357 ], [ %289, %288 ], [ %359, %386 ], [ %359, %380 ]
  %390 = phi i32 [ %377, %376 ], [ 0, %357 ], [ 0, %288 ], [ %377, %386 ], [ %377, %380 ]
  %391 = xor i32 %390, %389
  %392 = mul i32 %391, 16777619
  store i32 %392, i32* @h, align 4, !tbaa !3
  %393 = and i32 %392, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %7) #4
  ret i32 %393
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
  %9 = load i32, i32* %8, align 4, !tbaa !7
  br label %10

10:                                               ; preds = %41, %1
  %11 = phi i32 [ %9, %1 ], [ %42, %41 ]
  %12 = phi i32 [ 0, %1 ], [ %65, %41 ]
  %13 = icmp sgt i32 %11, 0
  br i1 %13, label %14, label %41

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %17, %14 ], [ %11, %10 ]
  %16 = phi i64 [ %27, %14 ], [ 0, %10 ]
  %17 = add nsw i32 %15, -1
  %18 = shl nuw nsw i64 %16, 32
  %19 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %17
  %20 = load i32, i32* %19, align 4, !tbaa !3
  %21 = zext i32 %20 to i64
  %22 = or i64 %18, %21
  %23 = freeze i64 %22
  %24 = udiv i64 %23, 10000
  %25 = trunc i64 %24 to i32
  store i32 %25, i32* %19, align 4, !tbaa !3
  %26 = mul i64 %24, 10000
  %27 = sub i64 %23, %26
  %28 = icmp ugt i32 %15, 1
  br i1 %28, label %14, label %29, !llvm.loop !21

29:                                               ; preds = %14
  %30 = trunc i64 %27 to i32
  %31 = load i32, i32* %8, align 4, !tbaa !7
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %41

33:                                               ; preds = %29, %39
  %34 = phi i32 [ %35, %39 ], [ %31, %29 ]
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4, !tbaa !3
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  store i32 %35, i32* %8, align 4, !tbaa !7
  %40 = icmp ugt i32 %34, 1
  br i1 %40, label %33, label %41, !llvm.loop !22

41:                                               ; preds = %33, %39, %10, %29
  %42 = phi i32 [ %31, %29 ], [ %11, %10 ], [ %34, %33 ], [ %35, %39 ]
  %43 = phi i32 [ %30, %29 ], [ 0, %10 ], [ %30, %39 ], [ %30, %33 ]
  %44 = urem i32 %43, 10
  %45 = trunc i32 %44 to i8
  %46 = or i8 %45, 48
  %47 = or i32 %12, 1
  %48 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %12
  store i8 %46, i8* %48, align 1, !tbaa !24
  %49 = udiv i32 %43, 10
  %50 = urem i32 %49, 10
  %51 = trunc i32 %50 to i8
  %52 = or i8 %51, 48
  %53 = or i32 %12, 2
  %54 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %47
  store i8 %52, i8* %54, align 1, !tbaa !24
  %55 = udiv i32 %43, 100
  %56 = urem i32 %55, 10
  %57 = trunc i32 %56 to i8
  %58 = or i8 %57, 48
  %59 = or i32 %12, 3
  %60 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %53
  store i8 %58, i8* %60, align 1, !tbaa !24
  %61 = udiv i32 %43, 1000
  %62 = urem i32 %61, 10
  %63 = trunc i32 %62 to i8
  %64 = or i8 %63, 48
  %65 = add i32 %12, 4
  %66 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %59
  store i8 %64, i8* %66, align 1, !tbaa !24
  %67 = icmp sgt i32 %42, 0
  br i1 %67, label %10, label %68, !llvm.loop !25

68:                                               ; preds = %41
  %69 = call i32 @llvm.smin.i32(i32 %65, i32 1)
  br label %70

70:                                               ; preds = %68, %73
  %71 = phi i32 [ %74, %73 ], [ %65, %68 ]
  %72 = icmp sgt i32 %71, 1
  br i1 %72, label %73, label %78

73:                                               ; preds = %70
  %74 = add nsw i32 %71, -1
  %75 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %74
  %76 = load i8, i8* %75, align 1, !tbaa !24
  %77 = icmp eq i8 %76, 48
  br i1 %77, label %70, label %80, !llvm.loop !26

78:                                               ; preds = %70
  %79 = icmp eq i32 %69, 0
  br i1 %79, label %93, label %80

80:                                               ; preds = %73, %78
  %81 = phi i32 [ %69, %78 ], [ %71, %73 ]
  br label %82

82:                                               ; preds = %80, %82
  %83 = phi i32 [ %84, %82 ], [ %81, %80 ]
  %84 = add nsw i32 %83, -1
  %85 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %84
  %86 = load i8, i8* %85, align 1, !tbaa !24
  %87 = sext i8 %86 to i32
  %88 = call i32 @putchar(i32 noundef %87) #5
  %89 = load i32, i32* @h, align 4, !tbaa !3
  %90 = xor i32 %89, %87
  %91 = mul i32 %90, 16777619
  store i32 %91, i32* @h, align 4, !tbaa !3
  %92 = icmp eq i32 %84, 0
  br i1 %92, label %93, label %82, !llvm.loop !27

93:                                               ; preds = %82, %78
  %94 = call i32 @putchar(i32 noundef 10) #5
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

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { nobuiltin nounwind "no-builtins" }
attributes #6 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !4, i64 48}
!8 = !{!"big", !5, i64 0, !4, i64 48}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = !{!5, !5, i64 0}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
