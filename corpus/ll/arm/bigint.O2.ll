; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

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
  br label %127

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

58:                                               ; preds = %169
  call fastcc void @print_big(%struct.big* noundef nonnull %3) #6
  %59 = bitcast [24 x i32]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %59) #4
  %60 = call i8* @memset(i8* noundef nonnull %59, i32 noundef 0, i32 noundef 96) #5
  %61 = load i32, i32* %18, align 4, !tbaa !11
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %58, %71
  %64 = phi i32 [ %75, %71 ], [ 0, %58 ]
  %65 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = zext i32 %66 to i64
  br label %77

68:                                               ; preds = %71, %58
  %69 = shl i32 %61, 1
  %70 = call i32 @llvm.smin.i32(i32 %69, i32 0) #4
  br label %94

71:                                               ; preds = %77
  %72 = trunc i64 %91 to i32
  %73 = add nsw i32 %64, %61
  %74 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %73
  store i32 %72, i32* %74, align 4, !tbaa !7
  %75 = add nuw nsw i32 %64, 1
  %76 = icmp eq i32 %75, %61
  br i1 %76, label %68, label %63, !llvm.loop !16

77:                                               ; preds = %77, %63
  %78 = phi i32 [ 0, %63 ], [ %92, %77 ]
  %79 = phi i64 [ 0, %63 ], [ %91, %77 ]
  %80 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %78
  %81 = load i32, i32* %80, align 4, !tbaa !7
  %82 = zext i32 %81 to i64
  %83 = mul nuw i64 %82, %67
  %84 = add nuw nsw i32 %78, %64
  %85 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %84
  %86 = load i32, i32* %85, align 4, !tbaa !7
  %87 = zext i32 %86 to i64
  %88 = add nuw nsw i64 %79, %87
  %89 = add i64 %88, %83
  %90 = trunc i64 %89 to i32
  store i32 %90, i32* %85, align 4, !tbaa !7
  %91 = lshr i64 %89, 32
  %92 = add nuw nsw i32 %78, 1
  %93 = icmp eq i32 %92, %61
  br i1 %93, label %71, label %77, !llvm.loop !17

94:                                               ; preds = %97, %68
  %95 = phi i32 [ %69, %68 ], [ %98, %97 ]
  %96 = icmp sgt i32 %95, 0
  br i1 %96, label %97, label %105

97:                                               ; preds = %94
  %98 = add nsw i32 %95, -1
  %99 = getelementptr inbounds [24 x i32], [24 x i32]* %1, i32 0, i32 %98
  %100 = load i32, i32* %99, align 4, !tbaa !7
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %94, label %102, !llvm.loop !18

102:                                              ; preds = %97
  %103 = icmp ugt i32 %95, 12
  br i1 %103, label %104, label %105

104:                                              ; preds = %102
  call void @abort() #5
  br label %105

105:                                              ; preds = %94, %102, %104
  %106 = phi i32 [ %95, %104 ], [ %95, %102 ], [ %70, %94 ]
  %107 = call i8* @memset(i8* noundef nonnull %11, i32 noundef 0, i32 noundef 52) #5
  %108 = shl i32 %106, 2
  %109 = call i8* @memcpy(i8* noundef nonnull %11, i8* noundef nonnull %59, i32 noundef %108) #5
  %110 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 1
  store i32 %106, i32* %110, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %59) #4
  %111 = load i32, i32* %18, align 4, !tbaa !11
  %112 = icmp eq i32 %106, %111
  br i1 %112, label %115, label %113

113:                                              ; preds = %105
  %114 = icmp slt i32 %111, %106
  br i1 %114, label %190, label %188

115:                                              ; preds = %105, %119
  %116 = phi i32 [ %117, %119 ], [ %106, %105 ]
  %117 = add nsw i32 %116, -1
  %118 = icmp sgt i32 %116, 0
  br i1 %118, label %119, label %188

119:                                              ; preds = %115
  %120 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %117
  %121 = load i32, i32* %120, align 4, !tbaa !7
  %122 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %117
  %123 = load i32, i32* %122, align 4, !tbaa !7
  %124 = icmp eq i32 %121, %123
  br i1 %124, label %115, label %125, !llvm.loop !19

125:                                              ; preds = %119
  %126 = icmp ult i32 %121, %123
  br i1 %126, label %188, label %176

127:                                              ; preds = %174, %15
  %128 = phi i32 [ 1, %15 ], [ %175, %174 ]
  %129 = phi i32 [ 0, %15 ], [ %172, %174 ]
  %130 = load i32, i32* %18, align 4, !tbaa !11
  %131 = icmp sgt i32 %130, %128
  %132 = select i1 %131, i32 %130, i32 %128
  %133 = icmp sgt i32 %132, 0
  br i1 %133, label %137, label %134

134:                                              ; preds = %127
  store i32 %132, i32* %22, align 4, !tbaa !11
  br label %169

135:                                              ; preds = %151
  %136 = icmp ult i64 %155, 4294967296
  store i32 %132, i32* %22, align 4, !tbaa !11
  br i1 %136, label %169, label %161

137:                                              ; preds = %127, %151
  %138 = phi i64 [ %160, %151 ], [ 0, %127 ]
  %139 = phi i32 [ %158, %151 ], [ 0, %127 ]
  %140 = icmp slt i32 %139, %130
  br i1 %140, label %141, label %144

141:                                              ; preds = %137
  %142 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %139
  %143 = load i32, i32* %142, align 4, !tbaa !7
  br label %144

144:                                              ; preds = %141, %137
  %145 = phi i32 [ %143, %141 ], [ 0, %137 ]
  %146 = zext i32 %145 to i64
  %147 = icmp slt i32 %139, %128
  br i1 %147, label %148, label %151

148:                                              ; preds = %144
  %149 = getelementptr inbounds %struct.big, %struct.big* %4, i32 0, i32 0, i32 %139
  %150 = load i32, i32* %149, align 4, !tbaa !7
  br label %151

151:                                              ; preds = %148, %144
  %152 = phi i32 [ %150, %148 ], [ 0, %144 ]
  %153 = zext i32 %152 to i64
  %154 = add nuw nsw i64 %138, %146
  %155 = add nuw nsw i64 %154, %153
  %156 = trunc i64 %155 to i32
  %157 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %139
  store i32 %156, i32* %157, align 4, !tbaa !7
  %158 = add nuw nsw i32 %139, 1
  %159 = icmp eq i32 %158, %132
  %160 = lshr i64 %155, 32
  br i1 %159, label %135, label %137, !llvm.loop !20

161:                                              ; preds = %135
  %162 = icmp sgt i32 %132, 11
  br i1 %162, label %163, label %165

163:                                              ; preds = %161
  call void @abort() #5
  %164 = load i32, i32* %22, align 4, !tbaa !11
  br label %165

165:                                              ; preds = %163, %161
  %166 = phi i32 [ %164, %163 ], [ %132, %161 ]
  %167 = add nsw i32 %166, 1
  store i32 %167, i32* %22, align 4, !tbaa !11
  %168 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0, i32 %166
  store i32 1, i32* %168, align 4, !tbaa !7
  br label %169

169:                                              ; preds = %134, %135, %165
  %170 = call i8* @memcpy(i8* noundef nonnull %8, i8* noundef nonnull %9, i32 noundef 52) #5
  %171 = call i8* @memcpy(i8* noundef nonnull %9, i8* noundef nonnull %10, i32 noundef 52) #5
  %172 = add nuw nsw i32 %129, 1
  %173 = icmp eq i32 %172, 150
  br i1 %173, label %58, label %174, !llvm.loop !21

174:                                              ; preds = %169
  %175 = load i32, i32* %21, align 4, !tbaa !11
  br label %127

176:                                              ; preds = %125, %180
  %177 = phi i32 [ %178, %180 ], [ %106, %125 ]
  %178 = add nsw i32 %177, -1
  %179 = icmp sgt i32 %177, 0
  br i1 %179, label %180, label %188

180:                                              ; preds = %176
  %181 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 0, i32 %178
  %182 = load i32, i32* %181, align 4, !tbaa !7
  %183 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %178
  %184 = load i32, i32* %183, align 4, !tbaa !7
  %185 = icmp eq i32 %182, %184
  br i1 %185, label %176, label %186, !llvm.loop !19

186:                                              ; preds = %180
  %187 = icmp ult i32 %182, %184
  br i1 %187, label %190, label %188

188:                                              ; preds = %115, %176, %186, %125, %113
  call void @abort() #5
  %189 = load i32, i32* %110, align 4, !tbaa !11
  br label %190

190:                                              ; preds = %186, %113, %188
  %191 = phi i32 [ %189, %188 ], [ %106, %113 ], [ %106, %186 ]
  %192 = icmp sgt i32 %191, 0
  br i1 %192, label %194, label %193

193:                                              ; preds = %196, %190
  br label %240

194:                                              ; preds = %190
  %195 = load i32, i32* @h, align 4, !tbaa !7
  br label %197

196:                                              ; preds = %197
  store i32 %203, i32* @h, align 4, !tbaa !7
  br label %193

197:                                              ; preds = %194, %197
  %198 = phi i32 [ %204, %197 ], [ 0, %194 ]
  %199 = phi i32 [ %203, %197 ], [ %195, %194 ]
  %200 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, i32 %198
  %201 = load i32, i32* %200, align 4, !tbaa !7
  %202 = xor i32 %201, %199
  %203 = mul i32 %202, 16777619
  %204 = add nuw nsw i32 %198, 1
  %205 = icmp eq i32 %204, %191
  br i1 %205, label %196, label %197, !llvm.loop !22

206:                                              ; preds = %273
  %207 = load i32, i32* %14, align 4, !tbaa !11
  %208 = icmp sgt i32 %207, 0
  br i1 %208, label %211, label %209

209:                                              ; preds = %206
  %210 = load i32, i32* @h, align 4, !tbaa !7
  br label %309

211:                                              ; preds = %206, %211
  %212 = phi i32 [ %214, %211 ], [ %207, %206 ]
  %213 = phi i64 [ %224, %211 ], [ 0, %206 ]
  %214 = add nsw i32 %212, -1
  %215 = shl nuw nsw i64 %213, 32
  %216 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %214
  %217 = load i32, i32* %216, align 4, !tbaa !7
  %218 = zext i32 %217 to i64
  %219 = or i64 %215, %218
  %220 = freeze i64 %219
  %221 = udiv i64 %220, 7
  %222 = trunc i64 %221 to i32
  store i32 %222, i32* %216, align 4, !tbaa !7
  %223 = mul i64 %221, 7
  %224 = sub i64 %220, %223
  %225 = icmp ugt i32 %212, 1
  br i1 %225, label %211, label %226, !llvm.loop !23

226:                                              ; preds = %211
  %227 = load i32, i32* %14, align 4, !tbaa !11
  %228 = icmp sgt i32 %227, 0
  br i1 %228, label %229, label %237

229:                                              ; preds = %226, %235
  %230 = phi i32 [ %231, %235 ], [ %227, %226 ]
  %231 = add nsw i32 %230, -1
  %232 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %231
  %233 = load i32, i32* %232, align 4, !tbaa !7
  %234 = icmp eq i32 %233, 0
  br i1 %234, label %235, label %237

235:                                              ; preds = %229
  store i32 %231, i32* %14, align 4, !tbaa !11
  %236 = icmp ugt i32 %230, 1
  br i1 %236, label %229, label %237, !llvm.loop !24

237:                                              ; preds = %229, %235, %226
  %238 = phi i32 [ %227, %226 ], [ %230, %229 ], [ %231, %235 ]
  %239 = icmp eq i64 %224, 0
  br i1 %239, label %278, label %276

240:                                              ; preds = %193, %273
  %241 = phi i32 [ %274, %273 ], [ 0, %193 ]
  %242 = load i32, i32* %14, align 4, !tbaa !11
  %243 = icmp sgt i32 %242, 0
  br i1 %243, label %244, label %273

244:                                              ; preds = %240, %244
  %245 = phi i32 [ %247, %244 ], [ %242, %240 ]
  %246 = phi i64 [ %257, %244 ], [ 0, %240 ]
  %247 = add nsw i32 %245, -1
  %248 = shl nuw nsw i64 %246, 32
  %249 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %247
  %250 = load i32, i32* %249, align 4, !tbaa !7
  %251 = zext i32 %250 to i64
  %252 = or i64 %248, %251
  %253 = freeze i64 %252
  %254 = udiv i64 %253, 3
  %255 = trunc i64 %254 to i32
  store i32 %255, i32* %249, align 4, !tbaa !7
  %256 = mul i64 %254, 3
  %257 = sub i64 %253, %256
  %258 = icmp ugt i32 %245, 1
  br i1 %258, label %244, label %259, !llvm.loop !23

259:                                              ; preds = %244
  %260 = load i32, i32* %14, align 4, !tbaa !11
  %261 = icmp sgt i32 %260, 0
  br i1 %261, label %262, label %270

262:                                              ; preds = %259, %268
  %263 = phi i32 [ %264, %268 ], [ %260, %259 ]
  %264 = add nsw i32 %263, -1
  %265 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %264
  %266 = load i32, i32* %265, align 4, !tbaa !7
  %267 = icmp eq i32 %266, 0
  br i1 %267, label %268, label %270

268:                                              ; preds = %262
  store i32 %264, i32* %14, align 4, !tbaa !11
  %269 = icmp ugt i32 %263, 1
  br i1 %269, label %262, label %270, !llvm.loop !24

270:                                              ; preds = %262, %268, %259
  %271 = icmp eq i64 %257, 0
  br i1 %271, label %273, label %272

272:                                              ; preds = %270
  call void @abort() #5
  br label %273

273:                                              ; preds = %240, %270, %272
  %274 = add nuw nsw i32 %241, 1
  %275 = icmp eq i32 %274, 18
  br i1 %275, label %206, label %240, !llvm.loop !25

276:                                              ; preds = %237
  call void @abort() #5
  %277 = load i32, i32* %14, align 4, !tbaa !11
  br label %278

278:                                              ; preds = %276, %237
  %279 = phi i32 [ %277, %276 ], [ %238, %237 ]
  %280 = load i32, i32* @h, align 4, !tbaa !7
  %281 = icmp sgt i32 %279, 0
  br i1 %281, label %282, label %309

282:                                              ; preds = %278, %282
  %283 = phi i32 [ %285, %282 ], [ %279, %278 ]
  %284 = phi i64 [ %295, %282 ], [ 0, %278 ]
  %285 = add nsw i32 %283, -1
  %286 = shl nuw nsw i64 %284, 32
  %287 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %285
  %288 = load i32, i32* %287, align 4, !tbaa !7
  %289 = zext i32 %288 to i64
  %290 = or i64 %286, %289
  %291 = freeze i64 %290
  %292 = udiv i64 %291, 1000003
  %293 = trunc i64 %292 to i32
  store i32 %293, i32* %287, align 4, !tbaa !7
  %294 = mul i64 %292, 1000003
  %295 = sub i64 %291, %294
  %296 = icmp ugt i32 %283, 1
  br i1 %296, label %282, label %297, !llvm.loop !23

297:                                              ; preds = %282
  %298 = trunc i64 %295 to i32
  %299 = load i32, i32* %14, align 4, !tbaa !11
  %300 = icmp sgt i32 %299, 0
  br i1 %300, label %301, label %309

301:                                              ; preds = %297, %307
  %302 = phi i32 [ %303, %307 ], [ %299, %297 ]
  %303 = add nsw i32 %302, -1
  %304 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %303
  %305 = load i32, i32* %304, align 4, !tbaa !7
  %306 = icmp eq i32 %305, 0
  br i1 %306, label %307, label %309

307:                                              ; preds = %301
  store i32 %303, i32* %14, align 4, !tbaa !11
  %308 = icmp ugt i32 %302, 1
  br i1 %308, label %301, label %309, !llvm.loop !24

309:                                              ; preds = %301, %307, %209, %278, %297
  %310 = phi i32 [ %280, %297 ], [ %280, %278 ], [ %210, %209 ], [ %280, %307 ], [ %280, %301 ]
  %311 = phi i32 [ %298, %297 ], [ 0, %278 ], [ 0, %209 ], [ %298, %307 ], [ %298, %301 ]
  %312 = xor i32 %311, %310
  %313 = mul i32 %312, 16777619
  store i32 %313, i32* @h, align 4, !tbaa !7
  %314 = and i32 %313, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %11) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %10) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %9) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %8) #4
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %7) #4
  ret i32 %314
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

10:                                               ; preds = %41, %1
  %11 = phi i32 [ %9, %1 ], [ %42, %41 ]
  %12 = phi i32 [ 0, %1 ], [ %66, %41 ]
  %13 = icmp sgt i32 %11, 0
  br i1 %13, label %14, label %41

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %17, %14 ], [ %11, %10 ]
  %16 = phi i64 [ %27, %14 ], [ 0, %10 ]
  %17 = add nsw i32 %15, -1
  %18 = shl nuw nsw i64 %16, 32
  %19 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %17
  %20 = load i32, i32* %19, align 4, !tbaa !7
  %21 = zext i32 %20 to i64
  %22 = or i64 %18, %21
  %23 = freeze i64 %22
  %24 = udiv i64 %23, 10000
  %25 = trunc i64 %24 to i32
  store i32 %25, i32* %19, align 4, !tbaa !7
  %26 = mul i64 %24, 10000
  %27 = sub i64 %23, %26
  %28 = icmp ugt i32 %15, 1
  br i1 %28, label %14, label %29, !llvm.loop !23

29:                                               ; preds = %14
  %30 = trunc i64 %27 to i32
  %31 = load i32, i32* %8, align 4, !tbaa !11
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %41

33:                                               ; preds = %29, %39
  %34 = phi i32 [ %35, %39 ], [ %31, %29 ]
  %35 = add nsw i32 %34, -1
  %36 = getelementptr inbounds %struct.big, %struct.big* %2, i32 0, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  store i32 %35, i32* %8, align 4, !tbaa !11
  %40 = icmp ugt i32 %34, 1
  br i1 %40, label %33, label %41, !llvm.loop !24

41:                                               ; preds = %33, %39, %10, %29
  %42 = phi i32 [ %31, %29 ], [ %11, %10 ], [ %34, %33 ], [ %35, %39 ]
  %43 = phi i32 [ %30, %29 ], [ 0, %10 ], [ %30, %39 ], [ %30, %33 ]
  %44 = udiv i32 %43, 10
  %45 = mul i32 %44, 10
  %46 = sub i32 %43, %45
  %47 = trunc i32 %46 to i8
  %48 = or i8 %47, 48
  %49 = or i32 %12, 1
  %50 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %12
  store i8 %48, i8* %50, align 1, !tbaa !26
  %51 = urem i32 %44, 10
  %52 = trunc i32 %51 to i8
  %53 = or i8 %52, 48
  %54 = or i32 %12, 2
  %55 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %49
  store i8 %53, i8* %55, align 1, !tbaa !26
  %56 = udiv i32 %43, 100
  %57 = urem i32 %56, 10
  %58 = trunc i32 %57 to i8
  %59 = or i8 %58, 48
  %60 = or i32 %12, 3
  %61 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %54
  store i8 %59, i8* %61, align 1, !tbaa !26
  %62 = udiv i32 %43, 1000
  %63 = urem i32 %62, 10
  %64 = trunc i32 %63 to i8
  %65 = or i8 %64, 48
  %66 = add i32 %12, 4
  %67 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %60
  store i8 %65, i8* %67, align 1, !tbaa !26
  %68 = icmp sgt i32 %42, 0
  br i1 %68, label %10, label %69, !llvm.loop !27

69:                                               ; preds = %41
  %70 = call i32 @llvm.smin.i32(i32 %66, i32 1)
  br label %71

71:                                               ; preds = %69, %74
  %72 = phi i32 [ %75, %74 ], [ %66, %69 ]
  %73 = icmp sgt i32 %72, 1
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = add nsw i32 %72, -1
  %76 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %75
  %77 = load i8, i8* %76, align 1, !tbaa !26
  %78 = icmp eq i8 %77, 48
  br i1 %78, label %71, label %81, !llvm.loop !28

79:                                               ; preds = %71
  %80 = icmp eq i32 %70, 0
  br i1 %80, label %94, label %81

81:                                               ; preds = %74, %79
  %82 = phi i32 [ %70, %79 ], [ %72, %74 ]
  br label %83

83:                                               ; preds = %81, %83
  %84 = phi i32 [ %85, %83 ], [ %82, %81 ]
  %85 = add nsw i32 %84, -1
  %86 = getelementptr inbounds [120 x i8], [120 x i8]* %3, i32 0, i32 %85
  %87 = load i8, i8* %86, align 1, !tbaa !26
  %88 = zext i8 %87 to i32
  %89 = call i32 @putchar(i32 noundef %88) #5
  %90 = load i32, i32* @h, align 4, !tbaa !7
  %91 = xor i32 %90, %88
  %92 = mul i32 %91, 16777619
  store i32 %92, i32* @h, align 4, !tbaa !7
  %93 = icmp eq i32 %85, 0
  br i1 %93, label %94, label %83, !llvm.loop !29

94:                                               ; preds = %83, %79
  %95 = call i32 @putchar(i32 noundef 10) #5
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

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
