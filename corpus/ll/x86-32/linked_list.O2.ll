; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.entry = type { i16, i16, i8, i8 }
%struct.node = type { i32, %struct.node* }

@lru_tail = internal unnamed_addr global i16 0, align 2
@where = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@cache = internal unnamed_addr global [16 x %struct.entry] zeroinitializer, align 2
@free_list = internal unnamed_addr global %struct.node* null, align 4
@pool = internal global [96 x %struct.node] zeroinitializer, align 4
@used = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.node, align 4
  %2 = alloca %struct.node*, align 4
  %3 = alloca %struct.node*, align 4
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i32 [ 95, %0 ], [ %30, %4 ]
  %6 = phi %struct.node* [ null, %0 ], [ %28, %4 ]
  %7 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5
  %8 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %5, i32 1
  store %struct.node* %6, %struct.node** %8, align 4, !tbaa !3
  %9 = add nsw i32 %5, -1
  %10 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %9
  %11 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %9, i32 1
  store %struct.node* %7, %struct.node** %11, align 4, !tbaa !3
  %12 = add nsw i32 %5, -2
  %13 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %12
  %14 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %12, i32 1
  store %struct.node* %10, %struct.node** %14, align 4, !tbaa !3
  %15 = add nsw i32 %5, -3
  %16 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %15
  %17 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %15, i32 1
  store %struct.node* %13, %struct.node** %17, align 4, !tbaa !3
  %18 = add nsw i32 %5, -4
  %19 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %18
  %20 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %18, i32 1
  store %struct.node* %16, %struct.node** %20, align 4, !tbaa !3
  %21 = add nsw i32 %5, -5
  %22 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %21
  %23 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %21, i32 1
  store %struct.node* %19, %struct.node** %23, align 4, !tbaa !3
  %24 = add nsw i32 %5, -6
  %25 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %24
  %26 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %24, i32 1
  store %struct.node* %22, %struct.node** %26, align 4, !tbaa !3
  %27 = add nsw i32 %5, -7
  %28 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %27
  %29 = getelementptr inbounds [96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 %27, i32 1
  store %struct.node* %25, %struct.node** %29, align 4, !tbaa !3
  %30 = add nsw i32 %5, -8
  %31 = icmp eq i32 %27, 0
  br i1 %31, label %32, label %4, !llvm.loop !9

32:                                               ; preds = %4
  %33 = bitcast %struct.node** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33)
  store %struct.node* null, %struct.node** %2, align 4, !tbaa !11
  %34 = bitcast %struct.node** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34)
  store %struct.node* null, %struct.node** %3, align 4, !tbaa !11
  br label %35

35:                                               ; preds = %32, %67
  %36 = phi %struct.node* [ getelementptr inbounds ([96 x %struct.node], [96 x %struct.node]* @pool, i32 0, i32 0), %32 ], [ %69, %67 ]
  %37 = phi i32 [ 0, %32 ], [ %72, %67 ]
  %38 = phi i32 [ 31337, %32 ], [ %40, %67 ]
  %39 = mul i32 %38, 1103515245
  %40 = add i32 %39, 12345
  %41 = and i32 %37, 1
  %42 = icmp eq i32 %41, 0
  %43 = select i1 %42, %struct.node** %3, %struct.node** %2
  %44 = lshr i32 %40, 20
  %45 = add nsw i32 %44, -2048
  %46 = load %struct.node*, %struct.node** %43, align 4, !tbaa !11
  %47 = icmp eq %struct.node* %46, null
  br i1 %47, label %63, label %48

48:                                               ; preds = %35
  %49 = getelementptr inbounds %struct.node, %struct.node* %46, i32 0, i32 0
  %50 = load i32, i32* %49, align 4, !tbaa !12
  %51 = icmp slt i32 %50, %45
  br i1 %51, label %52, label %63

52:                                               ; preds = %48, %57
  %53 = phi %struct.node* [ %55, %57 ], [ %46, %48 ]
  %54 = getelementptr inbounds %struct.node, %struct.node* %53, i32 0, i32 1
  %55 = load %struct.node*, %struct.node** %54, align 4, !tbaa !11
  %56 = icmp eq %struct.node* %55, null
  br i1 %56, label %61, label %57, !llvm.loop !13

57:                                               ; preds = %52
  %58 = getelementptr inbounds %struct.node, %struct.node* %55, i32 0, i32 0
  %59 = load i32, i32* %58, align 4, !tbaa !12
  %60 = icmp slt i32 %59, %45
  br i1 %60, label %52, label %61, !llvm.loop !13

61:                                               ; preds = %57, %52
  %62 = getelementptr inbounds %struct.node, %struct.node* %53, i32 0, i32 1
  br label %63

63:                                               ; preds = %61, %48, %35
  %64 = phi %struct.node** [ %43, %35 ], [ %43, %48 ], [ %62, %61 ]
  %65 = icmp eq %struct.node* %36, null
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  tail call void @abort() #3
  br label %67

67:                                               ; preds = %63, %66
  %68 = getelementptr inbounds %struct.node, %struct.node* %36, i32 0, i32 1
  %69 = load %struct.node*, %struct.node** %68, align 4, !tbaa !3
  store %struct.node* %69, %struct.node** @free_list, align 4, !tbaa !11
  %70 = getelementptr inbounds %struct.node, %struct.node* %36, i32 0, i32 0
  store i32 %45, i32* %70, align 4, !tbaa !12
  store %struct.node* null, %struct.node** %68, align 4, !tbaa !3
  %71 = load %struct.node*, %struct.node** %64, align 4, !tbaa !11
  store %struct.node* %71, %struct.node** %68, align 4, !tbaa !3
  store %struct.node* %36, %struct.node** %64, align 4, !tbaa !11
  %72 = add nuw nsw i32 %37, 1
  %73 = icmp eq i32 %72, 40
  br i1 %73, label %163, label %35, !llvm.loop !14

74:                                               ; preds = %215
  %75 = load %struct.node*, %struct.node** %2, align 4, !tbaa !11
  %76 = icmp eq %struct.node* %75, null
  br i1 %76, label %92, label %77

77:                                               ; preds = %74, %77
  %78 = phi i32 [ %83, %77 ], [ -2128831035, %74 ]
  %79 = phi %struct.node* [ %85, %77 ], [ %75, %74 ]
  %80 = getelementptr inbounds %struct.node, %struct.node* %79, i32 0, i32 0
  %81 = load i32, i32* %80, align 4, !tbaa !12
  %82 = xor i32 %81, %78
  %83 = mul i32 %82, 16777619
  %84 = getelementptr inbounds %struct.node, %struct.node* %79, i32 0, i32 1
  %85 = load %struct.node*, %struct.node** %84, align 4, !tbaa !3
  %86 = icmp eq %struct.node* %85, null
  br i1 %86, label %87, label %77, !llvm.loop !15

87:                                               ; preds = %77
  %88 = xor i32 %83, -2128831035
  %89 = mul i32 %88, 16777619
  %90 = load %struct.node*, %struct.node** %3, align 4, !tbaa !11
  %91 = icmp eq %struct.node* %90, null
  br i1 %91, label %101, label %98

92:                                               ; preds = %74
  %93 = load %struct.node*, %struct.node** %3, align 4, !tbaa !11
  %94 = icmp eq %struct.node* %93, null
  br i1 %94, label %95, label %98

95:                                               ; preds = %92
  %96 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %96) #4
  %97 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %97, align 4, !tbaa !3
  br label %154

98:                                               ; preds = %92, %87
  %99 = phi %struct.node* [ %93, %92 ], [ %90, %87 ]
  %100 = phi i32 [ 0, %92 ], [ %89, %87 ]
  br label %106

101:                                              ; preds = %87
  %102 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %102) #4
  %103 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %103, align 4, !tbaa !3
  %104 = xor i32 %89, -2128831035
  %105 = mul i32 %104, 16777619
  br label %149

106:                                              ; preds = %98, %106
  %107 = phi i32 [ %112, %106 ], [ -2128831035, %98 ]
  %108 = phi %struct.node* [ %114, %106 ], [ %99, %98 ]
  %109 = getelementptr inbounds %struct.node, %struct.node* %108, i32 0, i32 0
  %110 = load i32, i32* %109, align 4, !tbaa !12
  %111 = xor i32 %110, %107
  %112 = mul i32 %111, 16777619
  %113 = getelementptr inbounds %struct.node, %struct.node* %108, i32 0, i32 1
  %114 = load %struct.node*, %struct.node** %113, align 4, !tbaa !3
  %115 = icmp eq %struct.node* %114, null
  br i1 %115, label %116, label %106, !llvm.loop !15

116:                                              ; preds = %106
  %117 = bitcast %struct.node* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %117) #4
  %118 = getelementptr inbounds %struct.node, %struct.node* %1, i32 0, i32 1
  store %struct.node* null, %struct.node** %118, align 4, !tbaa !3
  %119 = icmp eq %struct.node* %75, null
  br i1 %119, label %120, label %123

120:                                              ; preds = %116
  %121 = xor i32 %112, %100
  %122 = mul i32 %121, 16777619
  br label %154

123:                                              ; preds = %116, %139
  %124 = phi %struct.node* [ %140, %139 ], [ %1, %116 ]
  %125 = phi %struct.node* [ %142, %139 ], [ %99, %116 ]
  %126 = phi %struct.node* [ %141, %139 ], [ %75, %116 ]
  %127 = getelementptr inbounds %struct.node, %struct.node* %126, i32 0, i32 0
  %128 = load i32, i32* %127, align 4, !tbaa !12
  %129 = getelementptr inbounds %struct.node, %struct.node* %125, i32 0, i32 0
  %130 = load i32, i32* %129, align 4, !tbaa !12
  %131 = icmp sgt i32 %128, %130
  %132 = getelementptr inbounds %struct.node, %struct.node* %124, i32 0, i32 1
  br i1 %131, label %136, label %133

133:                                              ; preds = %123
  store %struct.node* %126, %struct.node** %132, align 4, !tbaa !3
  %134 = getelementptr inbounds %struct.node, %struct.node* %126, i32 0, i32 1
  %135 = load %struct.node*, %struct.node** %134, align 4, !tbaa !3
  br label %139

136:                                              ; preds = %123
  store %struct.node* %125, %struct.node** %132, align 4, !tbaa !3
  %137 = getelementptr inbounds %struct.node, %struct.node* %125, i32 0, i32 1
  %138 = load %struct.node*, %struct.node** %137, align 4, !tbaa !3
  br label %139

139:                                              ; preds = %136, %133
  %140 = phi %struct.node* [ %126, %133 ], [ %125, %136 ]
  %141 = phi %struct.node* [ %135, %133 ], [ %126, %136 ]
  %142 = phi %struct.node* [ %125, %133 ], [ %138, %136 ]
  %143 = icmp ne %struct.node* %141, null
  %144 = icmp ne %struct.node* %142, null
  %145 = select i1 %143, i1 %144, i1 false
  br i1 %145, label %123, label %146, !llvm.loop !16

146:                                              ; preds = %139
  %147 = xor i32 %112, %100
  %148 = mul i32 %147, 16777619
  br i1 %143, label %149, label %154

149:                                              ; preds = %101, %146
  %150 = phi i32 [ %105, %101 ], [ %148, %146 ]
  %151 = phi %struct.node* [ %1, %101 ], [ %140, %146 ]
  %152 = phi %struct.node* [ %75, %101 ], [ %141, %146 ]
  %153 = phi %struct.node** [ %103, %101 ], [ %118, %146 ]
  br label %154

154:                                              ; preds = %95, %120, %146, %149
  %155 = phi i32 [ %150, %149 ], [ %148, %146 ], [ %122, %120 ], [ 84696351, %95 ]
  %156 = phi %struct.node* [ %151, %149 ], [ %140, %146 ], [ %1, %120 ], [ %1, %95 ]
  %157 = phi %struct.node** [ %153, %149 ], [ %118, %146 ], [ %118, %120 ], [ %97, %95 ]
  %158 = phi %struct.node* [ %152, %149 ], [ %142, %146 ], [ %99, %120 ], [ null, %95 ]
  %159 = bitcast %struct.node* %1 to i8*
  %160 = getelementptr inbounds %struct.node, %struct.node* %156, i32 0, i32 1
  store %struct.node* %158, %struct.node** %160, align 4, !tbaa !3
  %161 = load %struct.node*, %struct.node** %157, align 4, !tbaa !3
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %159) #4
  %162 = icmp eq %struct.node* %161, null
  br i1 %162, label %257, label %219

163:                                              ; preds = %67, %215
  %164 = phi %struct.node* [ %216, %215 ], [ %69, %67 ]
  %165 = phi i32 [ %217, %215 ], [ 0, %67 ]
  %166 = phi i32 [ %168, %215 ], [ -660279167, %67 ]
  %167 = mul i32 %166, 1103515245
  %168 = add i32 %167, 12345
  %169 = lshr i32 %168, 20
  %170 = add nsw i32 %169, -2048
  %171 = load %struct.node*, %struct.node** %2, align 4, !tbaa !11
  %172 = icmp eq %struct.node* %171, null
  br i1 %172, label %206, label %173

173:                                              ; preds = %163
  %174 = getelementptr inbounds %struct.node, %struct.node* %171, i32 0, i32 0
  %175 = load i32, i32* %174, align 4, !tbaa !12
  %176 = icmp eq i32 %175, %170
  br i1 %176, label %188, label %181

177:                                              ; preds = %181
  %178 = getelementptr inbounds %struct.node, %struct.node* %184, i32 0, i32 0
  %179 = load i32, i32* %178, align 4, !tbaa !12
  %180 = icmp eq i32 %179, %170
  br i1 %180, label %186, label %181, !llvm.loop !17

181:                                              ; preds = %173, %177
  %182 = phi %struct.node* [ %184, %177 ], [ %171, %173 ]
  %183 = getelementptr inbounds %struct.node, %struct.node* %182, i32 0, i32 1
  %184 = load %struct.node*, %struct.node** %183, align 4, !tbaa !11
  %185 = icmp eq %struct.node* %184, null
  br i1 %185, label %193, label %177, !llvm.loop !17

186:                                              ; preds = %177
  %187 = getelementptr inbounds %struct.node, %struct.node* %182, i32 0, i32 1
  br label %188

188:                                              ; preds = %186, %173
  %189 = phi %struct.node* [ %171, %173 ], [ %184, %186 ]
  %190 = phi %struct.node** [ %2, %173 ], [ %187, %186 ]
  %191 = getelementptr inbounds %struct.node, %struct.node* %189, i32 0, i32 1
  %192 = load %struct.node*, %struct.node** %191, align 4, !tbaa !3
  store %struct.node* %192, %struct.node** %190, align 4, !tbaa !11
  store %struct.node* %164, %struct.node** %191, align 4, !tbaa !3
  store %struct.node* %189, %struct.node** @free_list, align 4, !tbaa !11
  br label %215

193:                                              ; preds = %181
  %194 = icmp slt i32 %175, %170
  br i1 %194, label %195, label %206

195:                                              ; preds = %193, %200
  %196 = phi %struct.node* [ %198, %200 ], [ %171, %193 ]
  %197 = getelementptr inbounds %struct.node, %struct.node* %196, i32 0, i32 1
  %198 = load %struct.node*, %struct.node** %197, align 4, !tbaa !11
  %199 = icmp eq %struct.node* %198, null
  br i1 %199, label %204, label %200, !llvm.loop !13

200:                                              ; preds = %195
  %201 = getelementptr inbounds %struct.node, %struct.node* %198, i32 0, i32 0
  %202 = load i32, i32* %201, align 4, !tbaa !12
  %203 = icmp slt i32 %202, %170
  br i1 %203, label %195, label %204, !llvm.loop !13

204:                                              ; preds = %200, %195
  %205 = getelementptr inbounds %struct.node, %struct.node* %196, i32 0, i32 1
  br label %206

206:                                              ; preds = %204, %193, %163
  %207 = phi %struct.node** [ %2, %163 ], [ %2, %193 ], [ %205, %204 ]
  %208 = icmp eq %struct.node* %164, null
  br i1 %208, label %209, label %210

209:                                              ; preds = %206
  tail call void @abort() #3
  br label %210

210:                                              ; preds = %206, %209
  %211 = getelementptr inbounds %struct.node, %struct.node* %164, i32 0, i32 1
  %212 = load %struct.node*, %struct.node** %211, align 4, !tbaa !3
  store %struct.node* %212, %struct.node** @free_list, align 4, !tbaa !11
  %213 = getelementptr inbounds %struct.node, %struct.node* %164, i32 0, i32 0
  store i32 %170, i32* %213, align 4, !tbaa !12
  store %struct.node* null, %struct.node** %211, align 4, !tbaa !3
  %214 = load %struct.node*, %struct.node** %207, align 4, !tbaa !11
  store %struct.node* %214, %struct.node** %211, align 4, !tbaa !3
  store %struct.node* %164, %struct.node** %207, align 4, !tbaa !11
  br label %215

215:                                              ; preds = %188, %210
  %216 = phi %struct.node* [ %189, %188 ], [ %212, %210 ]
  %217 = add nuw nsw i32 %165, 1
  %218 = icmp eq i32 %217, 30
  br i1 %218, label %74, label %163, !llvm.loop !18

219:                                              ; preds = %154, %271
  %220 = phi %struct.node* [ %272, %271 ], [ %161, %154 ]
  %221 = getelementptr inbounds %struct.node, %struct.node* %220, i32 0, i32 1
  %222 = load %struct.node*, %struct.node** %221, align 4, !tbaa !3
  %223 = icmp eq %struct.node* %222, null
  br i1 %223, label %224, label %263

224:                                              ; preds = %219, %271
  br i1 %162, label %257, label %225

225:                                              ; preds = %224, %225
  %226 = phi i32 [ %231, %225 ], [ -2128831035, %224 ]
  %227 = phi %struct.node* [ %233, %225 ], [ %161, %224 ]
  %228 = getelementptr inbounds %struct.node, %struct.node* %227, i32 0, i32 0
  %229 = load i32, i32* %228, align 4, !tbaa !12
  %230 = xor i32 %229, %226
  %231 = mul i32 %230, 16777619
  %232 = getelementptr inbounds %struct.node, %struct.node* %227, i32 0, i32 1
  %233 = load %struct.node*, %struct.node** %232, align 4, !tbaa !3
  %234 = icmp eq %struct.node* %233, null
  br i1 %234, label %235, label %225, !llvm.loop !15

235:                                              ; preds = %225, %235
  %236 = phi %struct.node* [ %239, %235 ], [ %161, %225 ]
  %237 = phi %struct.node* [ %236, %235 ], [ null, %225 ]
  %238 = getelementptr inbounds %struct.node, %struct.node* %236, i32 0, i32 1
  %239 = load %struct.node*, %struct.node** %238, align 4, !tbaa !3
  store %struct.node* %237, %struct.node** %238, align 4, !tbaa !3
  %240 = icmp eq %struct.node* %239, null
  br i1 %240, label %241, label %235, !llvm.loop !19

241:                                              ; preds = %235
  %242 = getelementptr inbounds %struct.node, %struct.node* %236, i32 0, i32 0
  %243 = load i32, i32* %242, align 4, !tbaa !12
  %244 = xor i32 %243, -2128831035
  %245 = mul i32 %244, 16777619
  %246 = icmp eq %struct.node* %237, null
  br i1 %246, label %257, label %247, !llvm.loop !15

247:                                              ; preds = %241, %247
  %248 = phi i32 [ %255, %247 ], [ %245, %241 ]
  %249 = phi %struct.node* [ %251, %247 ], [ %237, %241 ]
  %250 = getelementptr inbounds %struct.node, %struct.node* %249, i32 0, i32 1
  %251 = load %struct.node*, %struct.node** %250, align 4, !tbaa !3
  %252 = getelementptr inbounds %struct.node, %struct.node* %249, i32 0, i32 0
  %253 = load i32, i32* %252, align 4, !tbaa !12
  %254 = xor i32 %253, %248
  %255 = mul i32 %254, 16777619
  %256 = icmp eq %struct.node* %251, null
  br i1 %256, label %257, label %247, !llvm.loop !15

257:                                              ; preds = %247, %241, %154, %224
  %258 = phi i32 [ -2128831035, %224 ], [ -2128831035, %154 ], [ %231, %241 ], [ %231, %247 ]
  %259 = phi i32 [ -2128831035, %224 ], [ -2128831035, %154 ], [ %245, %241 ], [ %255, %247 ]
  %260 = xor i32 %258, %155
  %261 = mul i32 %260, 16777619
  %262 = xor i32 %261, %259
  store i16 -1, i16* @lru_tail, align 2, !tbaa !20
  br label %276

263:                                              ; preds = %219
  %264 = getelementptr inbounds %struct.node, %struct.node* %220, i32 0, i32 0
  %265 = load i32, i32* %264, align 4, !tbaa !12
  %266 = getelementptr inbounds %struct.node, %struct.node* %222, i32 0, i32 0
  %267 = load i32, i32* %266, align 4, !tbaa !12
  %268 = icmp sgt i32 %265, %267
  br i1 %268, label %269, label %271

269:                                              ; preds = %263
  tail call void @abort() #3
  %270 = load %struct.node*, %struct.node** %221, align 4, !tbaa !3
  br label %271

271:                                              ; preds = %263, %269
  %272 = phi %struct.node* [ %222, %263 ], [ %270, %269 ]
  %273 = icmp eq %struct.node* %272, null
  br i1 %273, label %224, label %219, !llvm.loop !22

274:                                              ; preds = %276
  %275 = load i32, i32* @used, align 4, !tbaa !23
  br label %300

276:                                              ; preds = %276, %257
  %277 = phi i32 [ 0, %257 ], [ %293, %276 ]
  %278 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %277
  store i8 -1, i8* %278, align 1, !tbaa !24
  %279 = or i32 %277, 1
  %280 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %279
  store i8 -1, i8* %280, align 1, !tbaa !24
  %281 = or i32 %277, 2
  %282 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %281
  store i8 -1, i8* %282, align 1, !tbaa !24
  %283 = or i32 %277, 3
  %284 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %283
  store i8 -1, i8* %284, align 1, !tbaa !24
  %285 = or i32 %277, 4
  %286 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %285
  store i8 -1, i8* %286, align 1, !tbaa !24
  %287 = or i32 %277, 5
  %288 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %287
  store i8 -1, i8* %288, align 1, !tbaa !24
  %289 = or i32 %277, 6
  %290 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %289
  store i8 -1, i8* %290, align 1, !tbaa !24
  %291 = or i32 %277, 7
  %292 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %291
  store i8 -1, i8* %292, align 1, !tbaa !24
  %293 = add nuw nsw i32 %277, 8
  %294 = icmp eq i32 %293, 64
  br i1 %294, label %274, label %276, !llvm.loop !25

295:                                              ; preds = %406
  %296 = mul i32 %262, 16777619
  %297 = xor i32 %411, %296
  %298 = mul i32 %297, 16777619
  %299 = icmp sgt i16 %408, -1
  br i1 %299, label %417, label %414

300:                                              ; preds = %274, %406
  %301 = phi i16 [ -1, %274 ], [ %407, %406 ]
  %302 = phi i32 [ 0, %274 ], [ %412, %406 ]
  %303 = phi i32 [ 0, %274 ], [ %411, %406 ]
  %304 = phi i32 [ -776295573, %274 ], [ %308, %406 ]
  %305 = phi i32 [ %275, %274 ], [ %409, %406 ]
  %306 = phi i16 [ -1, %274 ], [ %408, %406 ]
  %307 = mul i32 %304, 1103515245
  %308 = add i32 %307, 12345
  %309 = lshr i32 %308, 16
  %310 = icmp slt i32 %308, 0
  %311 = select i1 %310, i32 15, i32 63
  %312 = and i32 %311, %309
  %313 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %312
  %314 = load i8, i8* %313, align 1, !tbaa !24
  %315 = sext i8 %314 to i32
  %316 = icmp sgt i8 %314, -1
  br i1 %316, label %317, label %352

317:                                              ; preds = %300
  %318 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %315, i32 3
  %319 = load i8, i8* %318, align 1, !tbaa !26
  %320 = add i8 %319, 1
  store i8 %320, i8* %318, align 1, !tbaa !26
  %321 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %315, i32 0
  %322 = load i16, i16* %321, align 2, !tbaa !28
  %323 = icmp sgt i16 %322, -1
  br i1 %323, label %324, label %330

324:                                              ; preds = %317
  %325 = zext i16 %322 to i32
  %326 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %315, i32 1
  %327 = load i16, i16* %326, align 2, !tbaa !29
  %328 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %325, i32 1
  store i16 %327, i16* %328, align 2, !tbaa !29
  %329 = load i16, i16* %326, align 2, !tbaa !29
  br label %333

330:                                              ; preds = %317
  %331 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %315, i32 1
  %332 = load i16, i16* %331, align 2, !tbaa !29
  br label %333

333:                                              ; preds = %330, %324
  %334 = phi i16 [ %332, %330 ], [ %306, %324 ]
  %335 = phi i16 [ %332, %330 ], [ %329, %324 ]
  %336 = icmp sgt i16 %335, -1
  %337 = zext i16 %335 to i32
  %338 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %337, i32 0
  %339 = select i1 %336, i16* %338, i16* @lru_tail
  store i16 %322, i16* %339, align 2, !tbaa !20
  store i16 -1, i16* %321, align 2, !tbaa !28
  %340 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %315, i32 1
  store i16 %334, i16* %340, align 2, !tbaa !29
  %341 = icmp sgt i16 %334, -1
  br i1 %341, label %344, label %342

342:                                              ; preds = %333
  %343 = zext i8 %314 to i16
  br label %348

344:                                              ; preds = %333
  %345 = zext i16 %334 to i32
  %346 = zext i8 %314 to i16
  %347 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %345, i32 0
  store i16 %346, i16* %347, align 2, !tbaa !28
  br label %348

348:                                              ; preds = %344, %342
  %349 = phi i16 [ %343, %342 ], [ %346, %344 ]
  %350 = load i16, i16* @lru_tail, align 2, !tbaa !20
  %351 = icmp slt i16 %350, 0
  br i1 %351, label %402, label %406

352:                                              ; preds = %300
  %353 = icmp slt i32 %305, 16
  br i1 %353, label %354, label %356

354:                                              ; preds = %352
  %355 = add nsw i32 %305, 1
  store i32 %355, i32* @used, align 4, !tbaa !23
  br label %381

356:                                              ; preds = %352
  %357 = sext i16 %301 to i32
  %358 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %357, i32 0
  %359 = load i16, i16* %358, align 2, !tbaa !28
  %360 = icmp sgt i16 %359, -1
  br i1 %360, label %361, label %367

361:                                              ; preds = %356
  %362 = zext i16 %359 to i32
  %363 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %357, i32 1
  %364 = load i16, i16* %363, align 2, !tbaa !29
  %365 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %362, i32 1
  store i16 %364, i16* %365, align 2, !tbaa !29
  %366 = load i16, i16* %363, align 2, !tbaa !29
  br label %370

367:                                              ; preds = %356
  %368 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %357, i32 1
  %369 = load i16, i16* %368, align 2, !tbaa !29
  br label %370

370:                                              ; preds = %367, %361
  %371 = phi i16 [ %369, %367 ], [ %306, %361 ]
  %372 = phi i16 [ %369, %367 ], [ %366, %361 ]
  %373 = icmp sgt i16 %372, -1
  %374 = zext i16 %372 to i32
  %375 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %374, i32 0
  %376 = select i1 %373, i16* %375, i16* @lru_tail
  store i16 %359, i16* %376, align 2, !tbaa !20
  %377 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %357, i32 2
  %378 = load i8, i8* %377, align 2, !tbaa !30
  %379 = zext i8 %378 to i32
  %380 = getelementptr inbounds [64 x i8], [64 x i8]* @where, i32 0, i32 %379
  store i8 -1, i8* %380, align 1, !tbaa !24
  br label %381

381:                                              ; preds = %370, %354
  %382 = phi i16 [ %306, %354 ], [ %371, %370 ]
  %383 = phi i32 [ %355, %354 ], [ %305, %370 ]
  %384 = phi i32 [ %305, %354 ], [ %357, %370 ]
  %385 = trunc i32 %312 to i8
  %386 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %384, i32 2
  store i8 %385, i8* %386, align 2, !tbaa !30
  %387 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %384, i32 3
  store i8 0, i8* %387, align 1, !tbaa !26
  %388 = trunc i32 %384 to i8
  store i8 %388, i8* %313, align 1, !tbaa !24
  %389 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %384, i32 0
  store i16 -1, i16* %389, align 2, !tbaa !28
  %390 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %384, i32 1
  store i16 %382, i16* %390, align 2, !tbaa !29
  %391 = icmp sgt i16 %382, -1
  br i1 %391, label %394, label %392

392:                                              ; preds = %381
  %393 = trunc i32 %384 to i16
  br label %398

394:                                              ; preds = %381
  %395 = zext i16 %382 to i32
  %396 = trunc i32 %384 to i16
  %397 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %395, i32 0
  store i16 %396, i16* %397, align 2, !tbaa !28
  br label %398

398:                                              ; preds = %394, %392
  %399 = phi i16 [ %393, %392 ], [ %396, %394 ]
  %400 = load i16, i16* @lru_tail, align 2, !tbaa !20
  %401 = icmp slt i16 %400, 0
  br i1 %401, label %402, label %406

402:                                              ; preds = %398, %348
  %403 = phi i32 [ %305, %348 ], [ %383, %398 ]
  %404 = phi i16 [ %349, %348 ], [ %399, %398 ]
  %405 = phi i32 [ 1, %348 ], [ 0, %398 ]
  store i16 %404, i16* @lru_tail, align 2, !tbaa !20
  br label %406

406:                                              ; preds = %348, %398, %402
  %407 = phi i16 [ %350, %348 ], [ %400, %398 ], [ %404, %402 ]
  %408 = phi i16 [ %349, %348 ], [ %399, %398 ], [ %404, %402 ]
  %409 = phi i32 [ %305, %348 ], [ %383, %398 ], [ %403, %402 ]
  %410 = phi i32 [ 1, %348 ], [ 0, %398 ], [ %405, %402 ]
  %411 = add nsw i32 %410, %303
  %412 = add nuw nsw i32 %302, 1
  %413 = icmp eq i32 %412, 900
  br i1 %413, label %295, label %300, !llvm.loop !31

414:                                              ; preds = %417, %295
  %415 = phi i32 [ %298, %295 ], [ %432, %417 ]
  %416 = and i32 %415, 2147483647
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33)
  ret i32 %416

417:                                              ; preds = %295, %417
  %418 = phi i32 [ %432, %417 ], [ %298, %295 ]
  %419 = phi i16 [ %431, %417 ], [ %408, %295 ]
  %420 = zext i16 %419 to i32
  %421 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %420, i32 2
  %422 = load i8, i8* %421, align 2, !tbaa !30
  %423 = zext i8 %422 to i32
  %424 = xor i32 %418, %423
  %425 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %420, i32 3
  %426 = load i8, i8* %425, align 1, !tbaa !26
  %427 = zext i8 %426 to i32
  %428 = shl nuw nsw i32 %427, 8
  %429 = xor i32 %424, %428
  %430 = getelementptr inbounds [16 x %struct.entry], [16 x %struct.entry]* @cache, i32 0, i32 %420, i32 1
  %431 = load i16, i16* %430, align 2, !tbaa !20
  %432 = mul i32 %429, 16777619
  %433 = icmp sgt i16 %431, -1
  br i1 %433, label %417, label %414, !llvm.loop !32
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !8, i64 4}
!4 = !{!"node", !5, i64 0, !8, i64 4}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!"any pointer", !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!8, !8, i64 0}
!12 = !{!4, !5, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !6, i64 0}
!22 = distinct !{!22, !10}
!23 = !{!5, !5, i64 0}
!24 = !{!6, !6, i64 0}
!25 = distinct !{!25, !10}
!26 = !{!27, !6, i64 5}
!27 = !{!"entry", !21, i64 0, !21, i64 2, !6, i64 4, !6, i64 5}
!28 = !{!27, !21, i64 0}
!29 = !{!27, !21, i64 2}
!30 = !{!27, !6, i64 4}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
