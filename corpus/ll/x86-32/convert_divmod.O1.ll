; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 1
@buf = dso_local global [100 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi i8* [ %0, %4 ], [ %12, %5 ]
  %8 = srem i32 %6, %2
  %9 = sdiv i32 %6, %2
  %10 = getelementptr inbounds i8, i8* %1, i32 %8
  %11 = load i8, i8* %10, align 1, !tbaa !3
  %12 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 %11, i8* %7, align 1, !tbaa !3
  %13 = icmp sgt i32 %9, 0
  br i1 %13, label %5, label %14, !llvm.loop !6

14:                                               ; preds = %5
  store i8 0, i8* %12, align 1, !tbaa !3
  %15 = call i32 @strlen(i8* noundef %0) #2
  %16 = icmp ugt i32 %15, 1
  %17 = getelementptr inbounds i8, i8* %0, i32 %15
  %18 = getelementptr inbounds i8, i8* %17, i32 -1
  %19 = icmp ugt i8* %18, %0
  %20 = select i1 %16, i1 %19, i1 false
  br i1 %20, label %21, label %29

21:                                               ; preds = %14, %21
  %22 = phi i8* [ %27, %21 ], [ %18, %14 ]
  %23 = phi i8* [ %26, %21 ], [ %0, %14 ]
  %24 = load i8, i8* %23, align 1, !tbaa !3
  %25 = load i8, i8* %22, align 1, !tbaa !3
  %26 = getelementptr inbounds i8, i8* %23, i32 1
  store i8 %25, i8* %23, align 1, !tbaa !3
  store i8 %24, i8* %22, align 1, !tbaa !3
  %27 = getelementptr inbounds i8, i8* %22, i32 -1
  %28 = icmp ult i8* %26, %27
  br i1 %28, label %21, label %29, !llvm.loop !9

29:                                               ; preds = %21, %14
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 4711, %0 ], [ %5, %1 ]
  %3 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %0 ], [ %8, %1 ]
  %4 = srem i32 %2, 10
  %5 = sdiv i32 %2, 10
  %6 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %4
  %7 = load i8, i8* %6, align 1, !tbaa !3
  %8 = getelementptr inbounds i8, i8* %3, i32 1
  store i8 %7, i8* %3, align 1, !tbaa !3
  %9 = icmp eq i8* %3, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3)
  br i1 %9, label %10, label %1, !llvm.loop !6

10:                                               ; preds = %1
  store i8 0, i8* %8, align 1, !tbaa !3
  %11 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %12 = icmp ugt i32 %11, 1
  %13 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %11
  %14 = getelementptr inbounds i8, i8* %13, i32 -1
  %15 = icmp ugt i8* %14, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %16 = select i1 %12, i1 %15, i1 false
  br i1 %16, label %17, label %25

17:                                               ; preds = %10, %17
  %18 = phi i8* [ %23, %17 ], [ %14, %10 ]
  %19 = phi i8* [ %22, %17 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %10 ]
  %20 = load i8, i8* %19, align 1, !tbaa !3
  %21 = load i8, i8* %18, align 1, !tbaa !3
  %22 = getelementptr inbounds i8, i8* %19, i32 1
  store i8 %21, i8* %19, align 1, !tbaa !3
  store i8 %20, i8* %18, align 1, !tbaa !3
  %23 = getelementptr inbounds i8, i8* %18, i32 -1
  %24 = icmp ult i8* %22, %23
  br i1 %24, label %17, label %25, !llvm.loop !9

25:                                               ; preds = %17, %10
  %26 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %36, label %28

28:                                               ; preds = %25, %28
  %29 = phi i8 [ %34, %28 ], [ %26, %25 ]
  %30 = phi i8* [ %31, %28 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %25 ]
  %31 = getelementptr inbounds i8, i8* %30, i32 1
  %32 = sext i8 %29 to i32
  %33 = call i32 @putchar(i32 noundef %32) #2
  %34 = load i8, i8* %31, align 1, !tbaa !3
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %28, !llvm.loop !10

36:                                               ; preds = %28, %25
  %37 = call i32 @putchar(i32 noundef 10) #2
  %38 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %39 = icmp eq i8 %38, 0
  br i1 %39, label %53, label %40

40:                                               ; preds = %36, %40
  %41 = phi i8 [ %51, %40 ], [ %38, %36 ]
  %42 = phi i8* [ %50, %40 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %36 ]
  %43 = phi i32 [ %49, %40 ], [ 0, %36 ]
  %44 = sext i8 %41 to i32
  %45 = icmp sgt i8 %41, 64
  %46 = select i1 %45, i32 -55, i32 -48
  %47 = mul nsw i32 %43, 10
  %48 = add nsw i32 %46, %44
  %49 = add i32 %48, %47
  %50 = getelementptr inbounds i8, i8* %42, i32 1
  %51 = load i8, i8* %50, align 1, !tbaa !3
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %53, label %40, !llvm.loop !11

53:                                               ; preds = %40, %36
  %54 = phi i32 [ 0, %36 ], [ %49, %40 ]
  %55 = icmp eq i32 %54, 4711
  br i1 %55, label %57, label %56

56:                                               ; preds = %53
  call void @abort() #2
  br label %57

57:                                               ; preds = %56, %53
  br label %58

58:                                               ; preds = %57, %58
  %59 = phi i32 [ %62, %58 ], [ 4711, %57 ]
  %60 = phi i8* [ %65, %58 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %57 ]
  %61 = srem i32 %59, 16
  %62 = sdiv i32 %59, 16
  %63 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %61
  %64 = load i8, i8* %63, align 1, !tbaa !3
  %65 = getelementptr inbounds i8, i8* %60, i32 1
  store i8 %64, i8* %60, align 1, !tbaa !3
  %66 = icmp eq i8* %60, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3)
  br i1 %66, label %67, label %58, !llvm.loop !6

67:                                               ; preds = %58
  store i8 0, i8* %65, align 1, !tbaa !3
  %68 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %69 = icmp ugt i32 %68, 1
  %70 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %68
  %71 = getelementptr inbounds i8, i8* %70, i32 -1
  %72 = icmp ugt i8* %71, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %73 = select i1 %69, i1 %72, i1 false
  br i1 %73, label %74, label %82

74:                                               ; preds = %67, %74
  %75 = phi i8* [ %80, %74 ], [ %71, %67 ]
  %76 = phi i8* [ %79, %74 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %67 ]
  %77 = load i8, i8* %76, align 1, !tbaa !3
  %78 = load i8, i8* %75, align 1, !tbaa !3
  %79 = getelementptr inbounds i8, i8* %76, i32 1
  store i8 %78, i8* %76, align 1, !tbaa !3
  store i8 %77, i8* %75, align 1, !tbaa !3
  %80 = getelementptr inbounds i8, i8* %75, i32 -1
  %81 = icmp ult i8* %79, %80
  br i1 %81, label %74, label %82, !llvm.loop !9

82:                                               ; preds = %74, %67
  %83 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %84 = icmp eq i8 %83, 0
  br i1 %84, label %93, label %85

85:                                               ; preds = %82, %85
  %86 = phi i8 [ %91, %85 ], [ %83, %82 ]
  %87 = phi i8* [ %88, %85 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %82 ]
  %88 = getelementptr inbounds i8, i8* %87, i32 1
  %89 = sext i8 %86 to i32
  %90 = call i32 @putchar(i32 noundef %89) #2
  %91 = load i8, i8* %88, align 1, !tbaa !3
  %92 = icmp eq i8 %91, 0
  br i1 %92, label %93, label %85, !llvm.loop !10

93:                                               ; preds = %85, %82
  %94 = call i32 @putchar(i32 noundef 10) #2
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi i32 [ 4711, %93 ], [ %99, %95 ]
  %97 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %93 ], [ %102, %95 ]
  %98 = srem i32 %96, 2
  %99 = sdiv i32 %96, 2
  %100 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %98
  %101 = load i8, i8* %100, align 1, !tbaa !3
  %102 = getelementptr inbounds i8, i8* %97, i32 1
  store i8 %101, i8* %97, align 1, !tbaa !3
  %103 = icmp eq i8* %97, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12)
  br i1 %103, label %104, label %95, !llvm.loop !6

104:                                              ; preds = %95
  store i8 0, i8* %102, align 1, !tbaa !3
  %105 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %106 = icmp ugt i32 %105, 1
  %107 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %105
  %108 = getelementptr inbounds i8, i8* %107, i32 -1
  %109 = icmp ugt i8* %108, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %110 = select i1 %106, i1 %109, i1 false
  br i1 %110, label %111, label %119

111:                                              ; preds = %104, %111
  %112 = phi i8* [ %117, %111 ], [ %108, %104 ]
  %113 = phi i8* [ %116, %111 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %104 ]
  %114 = load i8, i8* %113, align 1, !tbaa !3
  %115 = load i8, i8* %112, align 1, !tbaa !3
  %116 = getelementptr inbounds i8, i8* %113, i32 1
  store i8 %115, i8* %113, align 1, !tbaa !3
  store i8 %114, i8* %112, align 1, !tbaa !3
  %117 = getelementptr inbounds i8, i8* %112, i32 -1
  %118 = icmp ult i8* %116, %117
  br i1 %118, label %111, label %119, !llvm.loop !9

119:                                              ; preds = %111, %104
  %120 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %130, label %122

122:                                              ; preds = %119, %122
  %123 = phi i8 [ %128, %122 ], [ %120, %119 ]
  %124 = phi i8* [ %125, %122 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %119 ]
  %125 = getelementptr inbounds i8, i8* %124, i32 1
  %126 = sext i8 %123 to i32
  %127 = call i32 @putchar(i32 noundef %126) #2
  %128 = load i8, i8* %125, align 1, !tbaa !3
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %130, label %122, !llvm.loop !10

130:                                              ; preds = %122, %119
  %131 = call i32 @putchar(i32 noundef 10) #2
  br label %170

132:                                              ; preds = %327, %132
  %133 = phi i32 [ %136, %132 ], [ 2147483647, %327 ]
  %134 = phi i8* [ %139, %132 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %327 ]
  %135 = srem i32 %133, 7
  %136 = sdiv i32 %133, 7
  %137 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %135
  %138 = load i8, i8* %137, align 1, !tbaa !3
  %139 = getelementptr inbounds i8, i8* %134, i32 1
  store i8 %138, i8* %134, align 1, !tbaa !3
  %140 = icmp eq i8* %134, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11)
  br i1 %140, label %141, label %132, !llvm.loop !6

141:                                              ; preds = %132
  store i8 0, i8* %139, align 1, !tbaa !3
  %142 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %143 = icmp ugt i32 %142, 1
  %144 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %142
  %145 = getelementptr inbounds i8, i8* %144, i32 -1
  %146 = icmp ugt i8* %145, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %147 = select i1 %143, i1 %146, i1 false
  br i1 %147, label %148, label %156

148:                                              ; preds = %141, %148
  %149 = phi i8* [ %154, %148 ], [ %145, %141 ]
  %150 = phi i8* [ %153, %148 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %141 ]
  %151 = load i8, i8* %150, align 1, !tbaa !3
  %152 = load i8, i8* %149, align 1, !tbaa !3
  %153 = getelementptr inbounds i8, i8* %150, i32 1
  store i8 %152, i8* %150, align 1, !tbaa !3
  store i8 %151, i8* %149, align 1, !tbaa !3
  %154 = getelementptr inbounds i8, i8* %149, i32 -1
  %155 = icmp ult i8* %153, %154
  br i1 %155, label %148, label %156, !llvm.loop !9

156:                                              ; preds = %148, %141
  %157 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %167, label %159

159:                                              ; preds = %156, %159
  %160 = phi i8 [ %165, %159 ], [ %157, %156 ]
  %161 = phi i8* [ %162, %159 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %156 ]
  %162 = getelementptr inbounds i8, i8* %161, i32 1
  %163 = sext i8 %160 to i32
  %164 = call i32 @putchar(i32 noundef %163) #2
  %165 = load i8, i8* %162, align 1, !tbaa !3
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %167, label %159, !llvm.loop !10

167:                                              ; preds = %159, %156
  %168 = call i32 @putchar(i32 noundef 10) #2
  %169 = and i32 %331, 2147483647
  ret i32 %169

170:                                              ; preds = %130, %327
  %171 = phi i32 [ -2128831035, %130 ], [ %331, %327 ]
  %172 = phi i32 [ 0, %130 ], [ %334, %327 ]
  %173 = phi i32 [ 1, %130 ], [ %333, %327 ]
  %174 = urem i32 %172, 15
  %175 = add nuw nsw i32 %174, 2
  br label %176

176:                                              ; preds = %176, %170
  %177 = phi i32 [ %173, %170 ], [ %180, %176 ]
  %178 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %170 ], [ %183, %176 ]
  %179 = srem i32 %177, %175
  %180 = sdiv i32 %177, %175
  %181 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %179
  %182 = load i8, i8* %181, align 1, !tbaa !3
  %183 = getelementptr inbounds i8, i8* %178, i32 1
  store i8 %182, i8* %178, align 1, !tbaa !3
  %184 = icmp sgt i32 %180, 0
  br i1 %184, label %176, label %185, !llvm.loop !6

185:                                              ; preds = %176
  store i8 0, i8* %183, align 1, !tbaa !3
  %186 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %187 = icmp ugt i32 %186, 1
  %188 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %186
  %189 = getelementptr inbounds i8, i8* %188, i32 -1
  %190 = icmp ugt i8* %189, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %191 = select i1 %187, i1 %190, i1 false
  br i1 %191, label %192, label %200

192:                                              ; preds = %185, %192
  %193 = phi i8* [ %198, %192 ], [ %189, %185 ]
  %194 = phi i8* [ %197, %192 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %185 ]
  %195 = load i8, i8* %194, align 1, !tbaa !3
  %196 = load i8, i8* %193, align 1, !tbaa !3
  %197 = getelementptr inbounds i8, i8* %194, i32 1
  store i8 %196, i8* %194, align 1, !tbaa !3
  store i8 %195, i8* %193, align 1, !tbaa !3
  %198 = getelementptr inbounds i8, i8* %193, i32 -1
  %199 = icmp ult i8* %197, %198
  br i1 %199, label %192, label %200, !llvm.loop !9

200:                                              ; preds = %192, %185
  %201 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %202 = icmp eq i8 %201, 0
  br i1 %202, label %216, label %203

203:                                              ; preds = %200, %203
  %204 = phi i8 [ %214, %203 ], [ %201, %200 ]
  %205 = phi i8* [ %213, %203 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %200 ]
  %206 = phi i32 [ %212, %203 ], [ 0, %200 ]
  %207 = sext i8 %204 to i32
  %208 = icmp sgt i8 %204, 64
  %209 = select i1 %208, i32 -55, i32 -48
  %210 = mul nsw i32 %206, %175
  %211 = add nsw i32 %209, %207
  %212 = add i32 %211, %210
  %213 = getelementptr inbounds i8, i8* %205, i32 1
  %214 = load i8, i8* %213, align 1, !tbaa !3
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %216, label %203, !llvm.loop !11

216:                                              ; preds = %203, %200
  %217 = phi i32 [ 0, %200 ], [ %212, %203 ]
  %218 = icmp eq i32 %217, %173
  br i1 %218, label %220, label %219

219:                                              ; preds = %216
  call void @abort() #2
  br label %220

220:                                              ; preds = %219, %216
  %221 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %222 = icmp eq i8 %221, 0
  br i1 %222, label %223, label %268

223:                                              ; preds = %268, %220
  %224 = phi i32 [ %171, %220 ], [ %274, %268 ]
  br label %225

225:                                              ; preds = %223, %225
  %226 = phi i32 [ %232, %225 ], [ %173, %223 ]
  %227 = phi i8* [ %231, %225 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %223 ]
  %228 = srem i32 %226, 10
  %229 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %228
  %230 = load i8, i8* %229, align 1, !tbaa !3
  %231 = getelementptr inbounds i8, i8* %227, i32 1
  store i8 %230, i8* %227, align 1, !tbaa !3
  %232 = sdiv i32 %226, 10
  %233 = icmp sgt i32 %226, 9
  br i1 %233, label %225, label %234, !llvm.loop !12

234:                                              ; preds = %225
  store i8 0, i8* %231, align 1, !tbaa !3
  %235 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %236 = icmp ugt i32 %235, 1
  %237 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %235
  %238 = getelementptr inbounds i8, i8* %237, i32 -1
  %239 = icmp ugt i8* %238, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %240 = select i1 %236, i1 %239, i1 false
  br i1 %240, label %241, label %249

241:                                              ; preds = %234, %241
  %242 = phi i8* [ %247, %241 ], [ %238, %234 ]
  %243 = phi i8* [ %246, %241 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %234 ]
  %244 = load i8, i8* %243, align 1, !tbaa !3
  %245 = load i8, i8* %242, align 1, !tbaa !3
  %246 = getelementptr inbounds i8, i8* %243, i32 1
  store i8 %245, i8* %243, align 1, !tbaa !3
  store i8 %244, i8* %242, align 1, !tbaa !3
  %247 = getelementptr inbounds i8, i8* %242, i32 -1
  %248 = icmp ult i8* %246, %247
  br i1 %248, label %241, label %249, !llvm.loop !9

249:                                              ; preds = %241, %234
  %250 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %265, label %252

252:                                              ; preds = %249, %252
  %253 = phi i8 [ %263, %252 ], [ %250, %249 ]
  %254 = phi i8* [ %262, %252 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %249 ]
  %255 = phi i32 [ %261, %252 ], [ 0, %249 ]
  %256 = sext i8 %253 to i32
  %257 = icmp sgt i8 %253, 64
  %258 = select i1 %257, i32 -55, i32 -48
  %259 = mul nsw i32 %255, 10
  %260 = add nsw i32 %258, %256
  %261 = add i32 %260, %259
  %262 = getelementptr inbounds i8, i8* %254, i32 1
  %263 = load i8, i8* %262, align 1, !tbaa !3
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %265, label %252, !llvm.loop !11

265:                                              ; preds = %252, %249
  %266 = phi i32 [ 0, %249 ], [ %261, %252 ]
  %267 = icmp eq i32 %266, %173
  br i1 %267, label %279, label %278

268:                                              ; preds = %220, %268
  %269 = phi i8 [ %276, %268 ], [ %221, %220 ]
  %270 = phi i8* [ %275, %268 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %220 ]
  %271 = phi i32 [ %274, %268 ], [ %171, %220 ]
  %272 = zext i8 %269 to i32
  %273 = xor i32 %271, %272
  %274 = mul i32 %273, 16777619
  %275 = getelementptr inbounds i8, i8* %270, i32 1
  %276 = load i8, i8* %275, align 1, !tbaa !3
  %277 = icmp eq i8 %276, 0
  br i1 %277, label %223, label %268, !llvm.loop !13

278:                                              ; preds = %265
  call void @abort() #2
  br label %279

279:                                              ; preds = %278, %265
  %280 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %281 = xor i32 %280, %224
  br label %282

282:                                              ; preds = %282, %279
  %283 = phi i32 [ %173, %279 ], [ %289, %282 ]
  %284 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %279 ], [ %288, %282 ]
  %285 = and i32 %283, 15
  %286 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %285
  %287 = load i8, i8* %286, align 1, !tbaa !3
  %288 = getelementptr inbounds i8, i8* %284, i32 1
  store i8 %287, i8* %284, align 1, !tbaa !3
  %289 = lshr i32 %283, 4
  %290 = icmp ult i32 %283, 16
  br i1 %290, label %291, label %282, !llvm.loop !14

291:                                              ; preds = %282
  %292 = mul i32 %281, 16777619
  store i8 0, i8* %288, align 1, !tbaa !3
  %293 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %294 = icmp ugt i32 %293, 1
  %295 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %293
  %296 = getelementptr inbounds i8, i8* %295, i32 -1
  %297 = icmp ugt i8* %296, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %298 = select i1 %294, i1 %297, i1 false
  br i1 %298, label %299, label %307

299:                                              ; preds = %291, %299
  %300 = phi i8* [ %305, %299 ], [ %296, %291 ]
  %301 = phi i8* [ %304, %299 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %291 ]
  %302 = load i8, i8* %301, align 1, !tbaa !3
  %303 = load i8, i8* %300, align 1, !tbaa !3
  %304 = getelementptr inbounds i8, i8* %301, i32 1
  store i8 %303, i8* %301, align 1, !tbaa !3
  store i8 %302, i8* %300, align 1, !tbaa !3
  %305 = getelementptr inbounds i8, i8* %300, i32 -1
  %306 = icmp ult i8* %304, %305
  br i1 %306, label %299, label %307, !llvm.loop !9

307:                                              ; preds = %299, %291
  %308 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %309 = icmp eq i8 %308, 0
  br i1 %309, label %323, label %310

310:                                              ; preds = %307, %310
  %311 = phi i8 [ %321, %310 ], [ %308, %307 ]
  %312 = phi i8* [ %320, %310 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %307 ]
  %313 = phi i32 [ %319, %310 ], [ 0, %307 ]
  %314 = sext i8 %311 to i32
  %315 = icmp sgt i8 %311, 64
  %316 = select i1 %315, i32 -55, i32 -48
  %317 = shl nsw i32 %313, 4
  %318 = add nsw i32 %316, %314
  %319 = add i32 %318, %317
  %320 = getelementptr inbounds i8, i8* %312, i32 1
  %321 = load i8, i8* %320, align 1, !tbaa !3
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %323, label %310, !llvm.loop !11

323:                                              ; preds = %310, %307
  %324 = phi i32 [ 0, %307 ], [ %319, %310 ]
  %325 = icmp eq i32 %324, %173
  br i1 %325, label %327, label %326

326:                                              ; preds = %323
  call void @abort() #2
  br label %327

327:                                              ; preds = %326, %323
  %328 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !3
  %329 = zext i8 %328 to i32
  %330 = xor i32 %292, %329
  %331 = mul i32 %330, 16777619
  %332 = mul i32 %173, -1640531535
  %333 = lshr i32 %332, 1
  %334 = add nuw nsw i32 %172, 1
  %335 = icmp eq i32 %334, 60
  br i1 %335, label %132, label %170, !llvm.loop !15
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
